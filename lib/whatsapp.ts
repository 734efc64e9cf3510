/**
 * A WhatsApp chat with `number` (digits only, country code first: `94771234567`) that opens with
 * `text` typed in, ready to send. wa.me takes the text URL-encoded in its `text` parameter.
 */
export function whatsappChatUrl(number: string, text: string): string {
  if (!/^[1-9]\d{7,14}$/.test(number)) throw new Error(`Not a WhatsApp number: ${number}`);
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * A WhatsApp share of `text`: wa.me without a number lets the visitor pick the chat, with `text`
 * typed in (a page's title and address, say).
 */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * A message about one vacancy: the visitor's words in their language, then the vacancy's record
 * id, so the agency knows which one it is whatever its title says.
 */
export function vacancyChatText(words: string, vacancyId: string): string {
  return `${words} [${vacancyId}]`;
}
