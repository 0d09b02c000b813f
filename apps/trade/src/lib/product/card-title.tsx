import { Stack, Text, Title } from '@mantine/core';

/** A product card's heading (`id` names the card) at `order`, with the product's description under it when it has one. */
export function CardTitle({
  id,
  order,
  name,
  description,
}: {
  id: string;
  order: 2 | 3;
  name: string;
  description: string;
}) {
  return (
    <Stack gap={2}>
      <Title order={order} size="h4" id={id}>
        {name}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
