/**
 * A sentence with its web addresses and phone numbers as links (tel: for phones), so next
 * steps can be followed with one tap. Addresses outside the site open in the same tab, as
 * GOV.UK links do. The sentence is split by src/lib/linkify.ts, the same rule the content
 * pages use, so every page finds the same numbers the same way.
 */
import { linkParts } from '~/lib/linkify';
import { sitePath } from '~/i18n/language';

export default function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={sitePath(part.href)} className="link break-words">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
