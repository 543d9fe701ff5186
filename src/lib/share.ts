/**
 * Social share links (docs/product.md §2 "Share control": Facebook, Twitter and LinkedIn
 * popups whose addresses carry url, text, hashtags, title and summary; §7).
 * Pure functions, so the links are real <a href> that work without JavaScript.
 */

/** What is being shared. */
export interface ShareContent {
  /** Absolute address of the page. */
  url: string;
  /** Page or result title. */
  title: string;
  /** One or two sentences. */
  description?: string;
  /** Without '#', e.g. ['UniversalCredit', 'UKBenefits']. */
  hashtags?: readonly string[];
}

/** The three share addresses. */
export interface ShareLinks {
  facebook: string;
  twitter: string;
  linkedin: string;
}

/** Size of the share popups (docs/product.md §2: 600 by 400). */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;

/** The post text: the title, then the description when there is one. */
export function shareText({ title, description }: Pick<ShareContent, 'title' | 'description'>): string {
  const text = description?.trim();
  return text ? `${title.trim()} – ${text}` : title.trim();
}

/** Hashtags as the Twitter intent wants them: no '#', no spaces or punctuation, comma-separated. */
export function hashtagList(hashtags: readonly string[] = []): string {
  return hashtags
    .map((tag) => tag.replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean)
    .join(',');
}

/** Twitter (X) web intent: url, text and hashtags. */
export function twitterShareUrl(content: ShareContent): string {
  const params = new URLSearchParams({ url: content.url, text: shareText(content) });
  const tags = hashtagList(content.hashtags);
  if (tags) params.set('hashtags', tags);
  return `https://twitter.com/intent/tweet?${params}`;
}

/** Facebook sharer: u (the url) and quote (the text). Facebook reads the rest from the page's Open Graph tags. */
export function facebookShareUrl(content: ShareContent): string {
  const params = new URLSearchParams({ u: content.url, quote: shareText(content) });
  return `https://www.facebook.com/sharer/sharer.php?${params}`;
}

/** LinkedIn share: url, title and summary (mini=true is the form that reads title and summary). */
export function linkedInShareUrl(content: ShareContent): string {
  const params = new URLSearchParams({ mini: 'true', url: content.url, title: content.title.trim() });
  const summary = content.description?.trim();
  if (summary) params.set('summary', summary);
  return `https://www.linkedin.com/shareArticle?${params}`;
}

/** All three addresses. */
export function buildShareLinks(content: ShareContent): ShareLinks {
  return { facebook: facebookShareUrl(content), twitter: twitterShareUrl(content), linkedin: linkedInShareUrl(content) };
}

/** window.open features for a 600×400 popup centred on the current window. */
export function sharePopupFeatures(screenLeft = 0, screenTop = 0, outerWidth = 1024, outerHeight = 768): string {
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - SHARE_POPUP_HEIGHT) / 2));
  return `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}
