import { REPAIR_REQUEST_FIELD, type Element } from '@homeward/document-definitions';
import { useEditorForm } from '../editor-context';
import { RepairsField } from '../repairs/RepairsField';
import { CheckboxField } from './CheckboxField';
import { CheckboxGroupField } from './CheckboxGroupField';
import { DateField } from './DateField';
import { DontKnowField } from './DontKnowField';
import { CardBlock, DividerBlock, FixturesAccordion } from './LayoutElements';
import { MaskedTextField } from './MaskedTextField';
import { NumberField } from './NumberField';
import { RadioCardsField } from './RadioCardsField';
import { RadioGroupField } from './RadioGroupField';
import { RepeatGroup } from './RepeatGroup';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';
import { TransferTaxField } from './TransferTaxField';

/**
 * One element of a definition, by its kind. `path` is the concrete data path (inside a repeat, with the item index);
 * it defaults to the element's own field. Hidden elements render nothing.
 */
export function ElementView({ element, path }: { element: Element; path?: string }) {
  const form = useEditorForm();
  const at = path ?? ('field' in element ? element.field : '');
  if (!form.visible(element, at)) return null;
  switch (element.kind) {
    case 'text':
      return <TextField element={element} path={at} />;
    case 'masked_text':
      return <MaskedTextField element={element} path={at} />;
    case 'number':
      return <NumberField element={element} path={at} />;
    case 'date':
      return <DateField element={element} path={at} />;
    case 'select':
      return <SelectField element={element} path={at} />;
    case 'radio_group':
      return <RadioGroupField element={element} path={at} />;
    case 'radio_cards':
      return <RadioCardsField element={element} path={at} />;
    case 'checkbox':
      return <CheckboxField element={element} path={at} />;
    case 'checkbox_group':
      return <CheckboxGroupField element={element} path={at} />;
    case 'dont_know_checkbox':
      return <DontKnowField element={element} path={at} />;
    case 'textarea':
      return element.field === REPAIR_REQUEST_FIELD ? (
        <RepairsField element={element} path={at} />
      ) : (
        <TextareaField element={element} path={at} />
      );
    case 'transfer_tax':
      return <TransferTaxField element={element} path={at} />;
    case 'divider':
      return <DividerBlock />;
    case 'card':
      return <CardBlock element={element} />;
    case 'fixtures_accordion':
      return <FixturesAccordion element={element} />;
    case 'repeat':
      return <RepeatGroup element={element} />;
    case 'modal':
      // A modal opens at its moment (the offer expiration on 'Finalize document'), not inside the section.
      return null;
  }
}
