import { List, Title } from '@mantine/core';

/** One line of a list: its text, and a test id when a test looks for that line. */
export type RiskItem = string | { text: string; testId: string };

/**
 * The risks and terms stated before the user confirms, as a list under a heading that names it (`id` ties the two);
 * without a title, the list alone. Missing (null) lines are left out.
 */
export function RiskList({
  id,
  title,
  items,
  testId,
}: {
  id?: string;
  title?: string;
  items: readonly (RiskItem | null)[];
  testId: string;
}) {
  const labelled = title !== undefined && id !== undefined;
  return (
    <>
      {labelled ? (
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
      ) : null}
      <List size="sm" spacing={4} aria-labelledby={labelled ? id : undefined} data-testid={testId}>
        {items
          .filter((item) => item !== null)
          .map((item) =>
            typeof item === 'string' ? (
              <List.Item key={item}>{item}</List.Item>
            ) : (
              <List.Item key={item.testId} data-testid={item.testId}>
                {item.text}
              </List.Item>
            ),
          )}
      </List>
    </>
  );
}
