import { Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { referralLink } from '@platform/contracts';
import { CopyButton, useTexts } from '@platform/ui';
import { useMemo } from 'react';
import { qrImageUrl } from '../../lib/qr.ts';
import { ShareButton } from './share-button.tsx';
import { REFERRAL } from './texts.ts';

const QR_SIZE = 200;

/** The user's code, the link to the install page that carries it, and the link's QR code, each ready to share. */
export function InviteCard({ code }: { code: string }) {
  const { t } = useTexts(REFERRAL);
  const link = referralLink(window.location.origin, code);
  const qr = useMemo(() => qrImageUrl(link), [link]);

  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="invite-title">
      <Title order={2} size="h4" id="invite-title" mb="sm">
        {t('code.title')}
      </Title>
      <Group gap="md" align="flex-start" wrap="wrap">
        <Stack gap="md" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="sm" wrap="nowrap">
            <Text ff="monospace" fz={28} fw={700} lh={1.2} data-testid="referral-code" style={{ letterSpacing: 2 }}>
              {code}
            </Text>
            <CopyButton value={code} label={t('code.label')} />
          </Group>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('link.title')}
            </Title>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="referral-link">
              {link}
            </Text>
            <Group gap="xs">
              <CopyButton value={link} label={t('link.label')} />
              <ShareButton url={link} code={code} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('link.hint')}
            </Text>
          </Stack>
        </Stack>
        <Stack gap={6} align="center" mx="auto">
          <Title order={3} size="h5">
            {t('qr.title')}
          </Title>
          <Image
            src={qr}
            alt={t('qr.alt')}
            w={QR_SIZE}
            h={QR_SIZE}
            fit="contain"
            radius="sm"
            data-testid="referral-qr"
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
          />
          <Text size="xs" c="dimmed" ta="center" maw={QR_SIZE}>
            {t('qr.hint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
