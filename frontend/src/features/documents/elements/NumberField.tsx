import { NumberInput } from '@mantine/core';
import type { NumberElement } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';

const AFFIX: Record<NonNullable<NumberElement['unit']>, { prefix?: string; suffix?: string }> = {
  usd: { prefix: '$' },
  percent: { suffix: '%' },
  days: { suffix: ' days' },
};

export function NumberField({ element, path }: { element: NumberElement; path: string }) {
  const form = useEditorForm();
  const stored = form.value(path);
  // A period counted from Acceptance reads as the agreement prints it: `14 days after Acceptance`.
  const affix =
    element.counted === 'after_acceptance'
      ? { suffix: ' days after Acceptance' }
      : element.unit
        ? AFFIX[element.unit]
        : {};
  return (
    <NumberInput
      label={element.label}
      description={element.hint}
      required={!element.optional}
      min={element.min}
      max={element.max}
      clampBehavior="blur"
      thousandSeparator={element.unit === 'usd' ? ',' : undefined}
      allowDecimal={element.unit !== 'days'}
      allowNegative={element.min < 0}
      {...affix}
      value={typeof stored === 'number' ? stored : ''}
      disabled={form.disabled(element, path)}
      error={form.errors[path]}
      onChange={(value) => form.change(path, typeof value === 'number' ? value : null, 'on_blur')}
      onBlur={form.commit}
    />
  );
}
