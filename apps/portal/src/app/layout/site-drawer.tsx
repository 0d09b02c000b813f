// The phone's menu drawer (Mantine's Drawer: a modal with its scroll lock, focus trap and transitions), loaded the
// first time the menu button is pressed, so the landing page's first load does not carry it.
import { Divider, Drawer, Stack } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { SHELL } from '../texts.ts';
import { AccountNav } from './account-nav.tsx';
import { MainNav } from './main-nav.tsx';

export function SiteDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTexts(SHELL);
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.menu')} position="right" size="xs" hiddenFrom="md">
      <Stack component="nav" aria-label={t('nav.label')} gap="sm">
        <MainNav onNavigate={onClose} />
      </Stack>
      <Divider my="md" />
      <AccountNav variant="panel" onNavigate={onClose} />
    </Drawer>
  );
}
