/**
 * The pieces of the second factor the admin page shows (docs/product.md §11 "Second
 * factor"): the QR code an authenticator app scans, drawn here as SVG from the
 * otpauth:// address (lean-qr; nothing leaves the page), with the key to type instead;
 * the code field; and the recovery codes, shown once.
 */
import { useStore } from '@nanostores/react';
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import TextField from '~/islands/shared/fields/TextField';
import type { TwoFactorSetup } from '~/lib/api-types';
import { adminTwoFactorMessages } from '~/i18n/en/admin';
import { Rich } from '~/i18n/Rich';

/** The QR code of `text`, as an SVG the size of `px` pixels, with a quiet zone of 4 modules. */
export function QrCode({ text, label, px = 200 }: { text: string; label: string; px?: number }) {
  const code = generate(text);
  const pad = 4;
  const size = code.size + pad * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={px}
      height={px}
      viewBox={`${-pad} ${-pad} ${size} ${size}`}
      shapeRendering="crispEdges"
      className="rounded border border-slate-300 bg-white"
      data-qr-code
    >
      <rect x={-pad} y={-pad} width={size} height={size} fill="#ffffff" />
      <path d={toSvgPath(code)} fill="#0b0c0c" />
    </svg>
  );
}

/** What to do with a new key: scan the QR code, or type the key. */
export function KeySetup({ setup }: { setup: TwoFactorSetup }) {
  const t = useStore(adminTwoFactorMessages);
  return (
    <div className="space-y-3">
      <ol className="list-decimal space-y-1 pl-5 text-slate-800">
        <li>{t.stepOpenApp}</li>
        <li>{t.stepScan}</li>
        <li>{t.stepEnterCode}</li>
      </ol>
      <QrCode text={setup.keyUri} label={t.qrLabel} />
      <p className="text-slate-800">
        <Rich
          text={t.key}
          parts={{
            key: (
              <code className="rounded bg-slate-100 px-1 py-0.5 font-mono" data-totp-key>
                {setup.key}
              </code>
            ),
          }}
        />
      </p>
    </div>
  );
}

/** The code box: six digits from the app, or (when `recovery` is set) a recovery code. */
export function CodeField({ id, value, onChange, error, recovery }: { id: string; value: string; onChange: (v: string) => void; error?: string; recovery: boolean }) {
  const t = useStore(adminTwoFactorMessages);
  return (
    <TextField
      id={id}
      label={t.codeLabel}
      hint={recovery ? t.codeHintRecovery : t.codeHint}
      name="one-time-code"
      autoComplete="one-time-code"
      spellCheck={false}
      value={value}
      onChange={onChange}
      error={error}
      widthClass="w-full max-w-xs"
      inputProps={{ inputMode: recovery ? 'text' : 'numeric', autoCapitalize: 'none' }}
    />
  );
}

/** The new recovery codes, shown once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useStore(adminTwoFactorMessages);
  return (
    <div className="rounded-md border-l-4 border-brand-700 bg-brand-50 p-4" data-recovery-codes>
      <p className="font-bold text-slate-900">{t.saveCodesTitle}</p>
      <p className="mt-1 text-slate-800">{t.saveCodesText}</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
