/**
 * A sentence with its web addresses and phone numbers as links (tel: for phones), so next
 * steps can be followed with one tap. Addresses outside the site open in the same tab, as
 * GOV.UK links do.
 */
import { textParts } from '~/lib/text-links';

export default function LinkedText({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} className="link break-words">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
