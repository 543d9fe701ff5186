/**
 * The header row of an admin table: one column header per name. On a phone the tables that
 * lay each row out as a card keep their headers for screen readers only (`cards`); the
 * cells then carry their own visible labels. `explicitRoles` restores the table roles that
 * `display: block` takes away in some browsers, for a table whose rows become cards.
 */
export default function TableHead({ columns, cards = false, explicitRoles = false }: { columns: readonly string[]; cards?: boolean; explicitRoles?: boolean }) {
  return (
    <thead role={explicitRoles ? 'rowgroup' : undefined} className={`bg-slate-100 ${cards ? 'max-sm:sr-only' : ''}`}>
      <tr role={explicitRoles ? 'row' : undefined}>
        {columns.map((name) => (
          <th key={name} role={explicitRoles ? 'columnheader' : undefined} scope="col" className="px-3 py-2 font-semibold">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
