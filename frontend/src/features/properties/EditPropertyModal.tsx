import { PHONE_MASK } from '@api';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { useDelayedAction } from '../../components/use-delayed-action';
import { maskUsPhone } from '../settings/phone-mask';
import {
  editFormValuesOf,
  toPropertyEdit,
  validatePropertyEdit,
  type EditFormValues,
} from './edit-property-rules';
import { updateProperty } from './properties-api';
import type { PropertyCard } from '@api';
import { useInvalidateProperties } from './property-queries';
import { PROPERTY_UPDATED } from './use-property-media';
import { useFullScreenOnPhone } from '../../components/use-full-screen-on-phone';

export const PROPERTY_NOT_UPDATED_TITLE = 'Property not updated!';
// The spec: the edit modal closes 1.5 s after a successful save.
const CLOSE_AFTER_SAVE_MS = 1500;

interface EditPropertyModalProps {
  property: PropertyCard;
  address: string;
  opened: boolean;
  onClose: () => void;
}

export function EditPropertyModal({ property, address, opened, onClose }: EditPropertyModalProps) {
  const fullScreenOnPhone = useFullScreenOnPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Edit ${address}`}
      size="lg"
      centered
      {...fullScreenOnPhone}
    >
      {/* Mounted per opening, so the form always starts from the property as it is now. */}
      {opened && <EditPropertyForm property={property} onClose={onClose} />}
    </Modal>
  );
}

function EditPropertyForm({ property, onClose }: { property: PropertyCard; onClose: () => void }) {
  const later = useDelayedAction();
  const invalidateProperties = useInvalidateProperties();
  const form = useForm<EditFormValues>({
    mode: 'controlled',
    initialValues: editFormValuesOf(property, maskUsPhone),
    validate: validatePropertyEdit,
    validateInputOnBlur: true,
  });
  const save = useMutation({
    mutationFn: (values: EditFormValues) => updateProperty(property.id, toPropertyEdit(values)),
    onSuccess: () => {
      notifySuccess(PROPERTY_UPDATED, 'Success');
      void invalidateProperties();
      later(onClose, CLOSE_AFTER_SAVE_MS);
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
      notifyError(errorMessage(error), PROPERTY_NOT_UPDATED_TITLE);
    },
  });
  const number = (path: keyof Omit<EditFormValues, 'listing_agent'>) => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (value: number | string) => form.setFieldValue(path, toNumberOrEmpty(value)),
    };
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <Group grow align="flex-start">
          <NumberInput label="Bedrooms" allowDecimal={false} {...number('bedrooms_num')} />
          <NumberInput label="Bathrooms" decimalScale={1} {...number('bathrooms_num')} />
        </Group>
        <Group grow align="flex-start">
          <NumberInput label="Size (sqft)" allowDecimal={false} thousandSeparator="," {...number('size')} />
          <NumberInput label="Price" prefix="$" thousandSeparator="," decimalScale={2} {...number('price')} />
        </Group>
        <Text fw={600} size="sm" mt="xs">
          Listing agent (optional)
        </Text>
        <Group grow align="flex-start">
          <TextInput label="Agent name" {...form.getInputProps('listing_agent.name')} />
          <TextInput label="Agent company" {...form.getInputProps('listing_agent.company')} />
        </Group>
        <TextInput
          label="Agent phone"
          type="tel"
          inputMode="tel"
          placeholder={PHONE_MASK}
          {...form.getInputProps('listing_agent.phone_number')}
          onChange={(event) =>
            form.setFieldValue('listing_agent.phone_number', maskUsPhone(event.currentTarget.value))
          }
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={save.isSuccess}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// NumberInput hands over a string while the text is not a number yet (e.g. '-' or ''); only numbers are kept.
function toNumberOrEmpty(value: number | string): number | '' {
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : '';
}
