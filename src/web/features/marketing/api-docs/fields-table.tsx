import type { Field } from './schema-fields';

interface Props {
  caption: string;
  fields: (Field & { location?: string })[];
}

/** Name, type, required, limits and description of each field; scrolls sideways on narrow screens. */
export function FieldsTable({ caption, fields }: Props) {
  const showLocation = fields.some((field) => field.location);
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="mt-4 overflow-x-auto">
      <table className="mt-0! min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            {showLocation ? <th scope="col">In</th> : null}
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Rules and notes</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              {showLocation ? <td>{field.location}</td> : null}
              <td className="break-words">{field.type}</td>
              <td>{field.required ? 'Yes' : 'No'}</td>
              <td>{[...field.constraints, ...(field.description ? [field.description] : [])].join('; ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
