import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '@console/contract';

/**
 * Rich text on the way in (issue 28): every write of a richtext value (a create, an update, an import) runs it through sanitize-html,
 * keeping only what the console's editor produces (RICH_TEXT_TAGS), links to http(s) and mailto, and images from the
 * client's own library (/media/...) or https. A script, an event handler or a javascript: link never reaches the
 * table, so no reader of the stored HTML can run one.
 */

/** An image may show a file of our storage or an https address; nothing else (no data:, no http, no //host). */
const IMAGE_SOURCE = /^(?:https:\/\/\S+|\/media\/[^/\s]\S*)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // The text of a script or style goes with it (the default keeps the text of other refused tags).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // A link that opens elsewhere never hands the opener page to it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

/** A rich text value with only the editor's tags and safe addresses left. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
