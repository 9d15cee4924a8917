// Here and not in content/ (typed data, no logic) so that both sides that write
// HTML by hand reach it: the server's mail and replies (mail/ may import only
// forms and content) and the prerendered <head> (pages/). What they escape is
// mostly what visitors typed into a form, the reason it sits beside stripInvisible.

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, in element content and in quoted attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!);
