/**
 * The two questions the rent and council-tax calculators both ask about a home: what type it
 * is and how many bedrooms it has. Each calculator keeps its own list of types.
 */
import { sharedHomeMessages } from '~/i18n/en/shared-home';
import NumberField from './NumberField';
import SelectField from './SelectField';
import labelledOptions from './labelled-options';

export interface HomeFieldsProps<Type extends string> {
  /** Stem of the ids: `{idPrefix}-property-type`, `{idPrefix}-bedrooms`. */
  idPrefix: string;
  /** The types offered, in order, and what each is called. */
  types: readonly Type[];
  typeLabels: Readonly<Record<Type, string>>;
  propertyType: Type;
  bedrooms: number;
  bedroomsHint?: string;
  /** The fewest bedrooms (also what an empty field becomes) and the most, if there is a most. */
  bedroomsMin: number;
  bedroomsMax?: number;
  onChange: (patch: { propertyType: Type } | { bedrooms: number }) => void;
}

export default function HomeFields<Type extends string>({
  idPrefix,
  types,
  typeLabels,
  propertyType,
  bedrooms,
  bedroomsHint,
  bedroomsMin,
  bedroomsMax,
  onChange,
}: HomeFieldsProps<Type>) {
  // Read, not subscribed: HomeFields is also called as a plain function (fields.test.tsx).
  const t = sharedHomeMessages.get();
  return (
    <>
      <SelectField<Type>
        id={`${idPrefix}-property-type`}
        label={t.type}
        value={propertyType}
        options={labelledOptions(types, typeLabels)}
        onChange={(type) => onChange({ propertyType: type })}
      />
      <NumberField
        id={`${idPrefix}-bedrooms`}
        label={t.bedrooms}
        hint={bedroomsHint}
        min={bedroomsMin}
        max={bedroomsMax}
        fallback={bedroomsMin}
        widthClass="w-24"
        value={bedrooms}
        onChange={(count) => onChange({ bedrooms: count })}
      />
    </>
  );
}
