/**
 * The evidence checklist of a PIP result (docs/product.md §2, §3 `evidenceRequirements`): a
 * tickbox per item so the person can track what they have gathered. The ticks live in
 * this component only: nothing is stored or sent.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { EngineText } from '~/calc/message';
import { useEngineText } from '~/i18n/engine-words';
import { pipEvidenceMessages } from '~/i18n/en/pip-results';
import CheckboxField from '~/islands/shared/fields/CheckboxField';

export default function EvidenceChecklist({ items: given }: { items: readonly EngineText[] }) {
  const t = useStore(pipEvidenceMessages);
  const items = given.map(useEngineText());
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const count = items.filter((_, i) => ticked.has(i)).length;
  return (
    <section aria-labelledby="pip-evidence-title" className="card">
      <h3 id="pip-evidence-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h3>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      <fieldset className="mt-3">
        <legend className="font-semibold text-slate-900">{t.gathered({ count, total: items.length })}</legend>
        <div className="mt-1 space-y-1">
          {items.map((item, i) => (
            <CheckboxField
              key={item}
              id={`pip-evidence-${i + 1}`}
              label={<span className="font-normal">{item}</span>}
              checked={ticked.has(i)}
              onChange={(on) =>
                setTicked((prev) => {
                  const next = new Set(prev);
                  if (on) next.add(i);
                  else next.delete(i);
                  return next;
                })
              }
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
