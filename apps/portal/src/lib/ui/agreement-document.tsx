import { ScrollArea, Text } from '@mantine/core';

/**
 * A settlement agreement's text as signed, line breaks kept, in a scrolling region named by `labelledBy` that takes
 * the keyboard's focus so it can be read (the applicant's contract page, the respondent's page).
 */
export function AgreementDocument({
  text,
  labelledBy,
  maxHeight,
  testId,
}: {
  text: string;
  labelledBy: string;
  maxHeight: number;
  testId: string;
}) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the text scrolls, so it takes the focus to be read */}
      <div tabIndex={0} role="document" aria-labelledby={labelledBy}>
        <Text
          component="pre"
          size="sm"
          style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
          data-testid={testId}
        >
          {text}
        </Text>
      </div>
    </ScrollArea.Autosize>
  );
}
