/** SPEC.md §4: a Vimeo or YouTube link in post text becomes an embed url. */
const YOUTUBE =
  /(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^\s#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/;
const VIMEO = /(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/;

/**
 * The players' hosts an embed url points at, and nothing else: the console's CSP allows exactly these in frame-src,
 * so a url built here always loads and no other page can be framed.
 */
export const EMBED_HOSTS = { youtube: 'www.youtube.com', vimeo: 'player.vimeo.com' } as const;

/** The embed hosts as CSP sources (https only). */
export const EMBED_FRAME_SOURCES: readonly string[] = Object.values(EMBED_HOSTS).map((host) => `https://${host}`);

export function toEmbedUrl(text: string): string | null {
  const yt = YOUTUBE.exec(text);
  if (yt) return `https://${EMBED_HOSTS.youtube}/embed/${yt[1]}`;
  const vimeo = VIMEO.exec(text);
  if (vimeo) return `https://${EMBED_HOSTS.vimeo}/video/${vimeo[1]}`;
  return null;
}

export interface EmbedDetection {
  titulo: string;
  texto: string;
  embed: string;
  embedTipo: 'video';
}

/** When the text holds a video link, the title becomes 'Embed' and the text empty (SPEC.md §4). */
export function detectEmbed(text: string): EmbedDetection | null {
  const embed = toEmbedUrl(text);
  return embed ? { titulo: 'Embed', texto: '', embed, embedTipo: 'video' } : null;
}
