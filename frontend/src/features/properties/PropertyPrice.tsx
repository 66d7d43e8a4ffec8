import { Text, type TextProps } from '@mantine/core';
import { formatPrice } from './property-format';

export function PropertyPrice({ price, ...textProps }: { price: number | null } & TextProps) {
  return (
    <Text fw={700} c={price === null ? 'dimmed' : undefined} {...textProps}>
      {formatPrice(price)}
    </Text>
  );
}
