import { Fragment } from 'react';
import { Link, Typography } from '@mui/material';

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that usually closes a sentence rather than a link. */
const TRAILING = /[.,;:!?)\]}]+$/;

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

/** Splits text into plain runs and http(s) links; nothing is ever read as HTML. */
function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** A post's or comment's text as text, line breaks kept, with http(s) links opening in a new tab. */
export function PostText({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.value} target="_blank" rel="noopener noreferrer nofollow">
            {part.value}
          </Link>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </Typography>
  );
}
