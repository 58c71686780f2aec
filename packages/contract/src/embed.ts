/** SPEC.md §4: a Vimeo or YouTube link in post text becomes an embed url. */
const YOUTUBE = /(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^\s#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/;
const VIMEO = /(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/;

export function toEmbedUrl(text: string): string | null {
  const yt = YOUTUBE.exec(text);
  if (yt) return `https://www.youtube.com/embed/${yt[1]}`;
  const vimeo = VIMEO.exec(text);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
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
