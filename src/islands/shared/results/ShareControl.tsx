/**
 * Share control (docs/product.md §2): Facebook, Twitter (X) and LinkedIn in 600×400 popups,
 * and "Copy link" with the 'Link copied!' / 'Failed to copy' toasts (docs/product.md §8).
 *
 * The three services are real links (target=_blank rel=noopener): a click opens the
 * popup with window.open, and when the popup is blocked (or the person ctrl/cmd/
 * middle-clicks) the link opens normally in a new tab. Nothing is sent to us.
 *
 * `variant`: 'compact' is a row of 44 px icon links, each with an accessible name;
 * 'full' is a card with a heading and labelled buttons.
 * `standalone`: also renders a `<Toaster />`, for use as the only island on a page
 * (a content page: `<ShareControl client:visible standalone variant="full" ... />`).
 * Inside a calculator island leave it off; the calculator renders its own Toaster.
 *
 * `url`: the address to share. Pass it from Astro when you can
 * (`url={new URL(Astro.url.pathname, Astro.site).href}`) so the links are right
 * before hydration; otherwise the current page address (no query or fragment)
 * is used once mounted.
 */
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedShareMessages } from '~/i18n/en/shared-share';
import { Rich } from '~/i18n/Rich';
import { buildShareLinks, sharePopupFeatures } from '~/lib/share';
import { toast } from '~/stores/toasts';
import Toaster from '~/islands/shared/dialogs/Toaster';

export interface ShareControlProps {
  /** Title of what is shared (LinkedIn title; start of the post text). */
  title: string;
  /** One or two sentences (LinkedIn summary; rest of the post text). */
  description: string;
  /** Without '#'. */
  hashtags: string[];
  variant: 'compact' | 'full';
  /** Absolute address to share; default the current page. */
  url?: string;
  /** Render its own Toaster (a lone island on a content page). */
  standalone?: boolean;
  /** Heading of the full variant. Default 'Share this page'. */
  heading?: string;
  /** Level of that heading. Default 2. */
  headingLevel?: 2 | 3;
}

type Service = 'facebook' | 'twitter' | 'linkedin';

/** The services; each id is also the message of its name. */
const SERVICES: ReadonlyArray<{ id: Service; icon: ReactNode }> = [
  {
    id: 'facebook',
    icon: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />,
  },
  {
    id: 'twitter',
    icon: <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />,
  },
  {
    id: 'linkedin',
    icon: (
      <path d="M4.5 3a2.5 2.5 0 110 5 2.5 2.5 0 010-5zM2.5 9.5h4V21h-4zM9 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21H9z" />
    ),
  },
];

const LINK_ICON = (
  <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
);

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor" className="shrink-0">
      {children}
    </svg>
  );
}

/** Open a share link as a popup; let the link do its normal job if the popup is blocked. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const features = sharePopupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight);
  // No 'noopener' in the features: with it window.open returns null even on success,
  // so a blocked popup could not be told apart. The opener is cut by hand instead.
  const popup = window.open(event.currentTarget.href, '_blank', features);
  if (!popup) return;
  try {
    popup.opener = null;
  } catch {
    // Cross-origin-isolated popups refuse the assignment; they have no opener anyway.
  }
  event.preventDefault();
}

async function copyLink(url: string) {
  const t = sharedShareMessages.get();
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard not available');
    await navigator.clipboard.writeText(url);
    toast({ title: t.copiedTitle, description: t.copied });
  } catch (err) {
    console.error('Copying the link failed', err);
    toast({ title: t.notCopiedTitle, description: t.notCopied, variant: 'destructive' });
  }
}

const hidden = (words: ReactNode) => <span className="sr-only">{words}</span>;

export default function ShareControl({ title, description, hashtags, variant, url, standalone = false, heading, headingLevel = 2 }: ShareControlProps) {
  const t = useStore(sharedShareMessages);
  const headingId = useId();
  const [pageUrl, setPageUrl] = useState(url ?? '');
  useEffect(() => {
    setPageUrl(url ?? `${window.location.origin}${window.location.pathname}`);
  }, [url]);

  const links = buildShareLinks({ url: pageUrl, title, description, hashtags });
  const newWindow = <span className="sr-only"> {t.newWindow}</span>;
  const toaster = standalone ? <Toaster /> : null;

  if (variant === 'compact') {
    const iconClass = 'inline-flex size-11 items-center justify-center rounded-md border-2 border-slate-300 text-brand-700 hover:border-brand-700 hover:bg-brand-50';
    return (
      <>
        <ul aria-label={t.share} className="flex flex-wrap items-center gap-2">
          {SERVICES.map((s) => (
            <li key={s.id}>
              <a href={links[s.id]} target="_blank" rel="noopener noreferrer" onClick={openPopup} className={iconClass}>
                <Icon>{s.icon}</Icon>
                <span className="sr-only">{t.shareOn({ service: t[s.id] })}</span>
                {newWindow}
              </a>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void copyLink(pageUrl)} className={iconClass}>
              <Icon>{LINK_ICON}</Icon>
              <span className="sr-only">{t.copy}</span>
            </button>
          </li>
        </ul>
        {toaster}
      </>
    );
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const buttonClass = 'btn btn-secondary w-full justify-start';
  return (
    <section aria-labelledby={headingId} className="card print:hidden">
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        {heading ?? t.heading}
      </Heading>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {SERVICES.map((s) => (
          <li key={s.id}>
            <a href={links[s.id]} target="_blank" rel="noopener noreferrer" onClick={openPopup} className={buttonClass}>
              <Icon>{s.icon}</Icon>
              <span>
                <Rich text={t.shareOnService} parts={{ hidden, service: t[s.id] }} />
                {newWindow}
              </span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void copyLink(pageUrl)} className={buttonClass}>
            <Icon>{LINK_ICON}</Icon>
            {t.copy}
          </button>
        </li>
      </ul>
      {toaster}
    </section>
  );
}
