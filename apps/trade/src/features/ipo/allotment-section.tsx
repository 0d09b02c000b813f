import { Badge, Code, List, Stack, Table, Text, Title } from '@mantine/core';
import type { IpoAllotmentView, IpoOfferingView } from '@platform/contracts';
import { displayAmount, groupDigits, useDateFormat, useTexts } from '@platform/ui';
import { useState } from 'react';
import { Pager } from '../../lib/money/pager.tsx';
import { FigureList, Section } from '../../lib/product/index.ts';
import { subscriptionMultiple } from './figures.ts';
import { IPO } from './texts.ts';

const LINES_PER_PAGE = 50;

const hex = { overflowWrap: 'anywhere', wordBreak: 'break-all' } as const;
const hexBlock = { ...hex, whiteSpace: 'pre-wrap' } as const;

/**
 * The published allotment: the seed's hash from the opening, the seed and every line once it has run, and in plain
 * words how anyone recomputes it from them. The reader's own line is marked.
 */
export function AllotmentSection({
  offering,
  allotment: a,
  ownReference,
}: {
  offering: IpoOfferingView;
  allotment: IpoAllotmentView;
  ownReference: string | null;
}) {
  const { t } = useTexts(IPO);
  const { dateTime } = useDateFormat();
  const ran = a.ranAt !== null;
  const ownIndex = ownReference ? a.lines.findIndex((line) => line.reference === ownReference) : -1;
  const [page, setPage] = useState(() => (ownIndex >= 0 ? Math.floor(ownIndex / LINES_PER_PAGE) + 1 : 1));
  const lines = a.lines.slice((page - 1) * LINES_PER_PAGE, page * LINES_PER_PAGE);
  const multiple = subscriptionMultiple(a.lotsRequested, a.lotsOffered);
  return (
    <Section id="ipo-allotment" title={t('allotment.title')} data-testid="ipo-allotment">
      <Stack gap="xs" component="dl" m={0}>
        <div>
          <Text component="dt" size="xs" c="dimmed">
            {t('allotment.seedHash')}
          </Text>
          <Text component="dd" m={0} size="sm" data-testid="ipo-seedHash">
            <Code block style={hexBlock} data-testid="ipo-seed-hash-value">
              {a.seedHash}
            </Code>
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="dimmed">
            {t('allotment.seed')}
          </Text>
          <Text component="dd" m={0} size="sm" data-testid="ipo-seed">
            {a.seed ? (
              <Code block style={hexBlock}>
                {a.seed}
              </Code>
            ) : (
              t('allotment.seedHidden')
            )}
          </Text>
        </div>
      </Stack>
      <FigureList
        prefix="ipo"
        wide={3}
        figures={[
          ['lotsOffered', t('allotment.lotsOffered'), groupDigits(a.lotsOffered)],
          [
            'lotsRequested',
            t(ran ? 'allotment.lotsRequested' : 'allotment.lotsRequestedSoFar'),
            groupDigits(a.lotsRequested),
          ],
          ['multiple', t('allotment.multiple'), multiple === null ? '—' : t('multipleValue', { value: multiple })],
          ran
            ? [
                'allotmentPrice',
                t('allotment.finalPrice'),
                a.price === null ? '—' : `${displayAmount(a.price, offering.currency)} ${offering.currency}`,
              ]
            : null,
          ran ? ['ranAt', t('allotment.ranAt'), dateTime(a.ranAt)] : null,
        ]}
      />
      {!ran ? (
        <Text size="sm" c="dimmed">
          {t('allotment.waiting')}
        </Text>
      ) : (
        <>
          {a.lines.length === 0 ? (
            <Text size="sm">{t('allotment.noLines')}</Text>
          ) : (
            <Table.ScrollContainer
              minWidth={720}
              type="native"
              // Scrolled sideways on a phone: reachable and named for keyboard and screen-reader users.
              tabIndex={0}
              role="region"
              aria-label={t('allotment.lines')}
            >
              <Table striped={false} highlightOnHover verticalSpacing={6} fz="sm" data-testid="ipo-allotment-lines">
                <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('allotment.lines')}</Table.Caption>
                <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                  <Table.Tr>
                    <Table.Th scope="col">{t('allotment.reference')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('allotment.requested')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('allotment.proRata')}
                    </Table.Th>
                    <Table.Th scope="col">{t('allotment.draw')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('allotment.lottery')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('allotment.allotted')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody className="tabular">
                  {lines.map((line) => {
                    const own = line.reference === ownReference;
                    return (
                      <Table.Tr
                        key={line.reference}
                        data-own={own || undefined}
                        data-testid="ipo-allotment-line"
                        bg={own ? 'var(--mantine-primary-color-light)' : undefined}
                        fw={own ? 700 : undefined}
                      >
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {line.reference}
                          {own ? (
                            <Badge size="xs" variant="outline" color="var(--platform-ink-link)" tt="none" ml={6}>
                              {t('allotment.yours')}
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td ta="right">{groupDigits(line.requestedLots)}</Table.Td>
                        <Table.Td ta="right">{groupDigits(line.proRataLots)}</Table.Td>
                        <Table.Td miw={200} maw={240} ff="monospace" fz="xs" style={hex}>
                          {line.draw ?? '—'}
                        </Table.Td>
                        <Table.Td ta="right">{groupDigits(line.lotteryLots)}</Table.Td>
                        <Table.Td ta="right">{groupDigits(line.allottedLots)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pager page={page} pageSize={LINES_PER_PAGE} total={a.lines.length} onChange={setPage} />
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('allotment.how')}
            </Title>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>{t('allotment.steps.seed')}</List.Item>
              <List.Item>
                {t('allotment.steps.totals', {
                  offered: groupDigits(a.lotsOffered),
                  requested: groupDigits(a.lotsRequested),
                })}
              </List.Item>
              <List.Item>{t('allotment.steps.proRata')}</List.Item>
              <List.Item>{t('allotment.steps.lottery')}</List.Item>
              <List.Item>{t('allotment.steps.shares', { lot: groupDigits(a.lotSize) })}</List.Item>
            </List>
          </Stack>
        </>
      )}
    </Section>
  );
}
