/** One choice of a select: what it submits and what it shows. */
export type TSelectOption = { value: string | number; label: string | number };

/** A select's options: an empty first option saying what to choose, then one per choice. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: readonly TSelectOption[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
