import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import classes from './home.module.css';
import { quickTiles } from './quick-entries.ts';
import { HOME } from './texts.ts';

/** Every feature of the app; those not built yet say so and lead nowhere. */
export function QuickAccess() {
  const { t } = useTexts(HOME);
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('quickAccess')}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 3, sm: 6 }} spacing="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {quickTiles().map((tile) => (
          <li key={tile.key}>
            {tile.kind === 'link' ? (
              <UnstyledButton component={Link} to={tile.to} className={classes.tile}>
                <Text size="sm" fw={600} ta="center">
                  {t(`quick.${tile.key}`)}
                </Text>
              </UnstyledButton>
            ) : tile.kind === 'action' ? (
              <UnstyledButton onClick={tile.action} className={classes.tile} aria-haspopup="dialog">
                <Text size="sm" fw={600} ta="center">
                  {t(`quick.${tile.key}`)}
                </Text>
              </UnstyledButton>
            ) : (
              <Stack gap={2} align="center" className={classes.tile} data-unavailable="true">
                <Text size="sm" ta="center" c="dimmed">
                  {t(`quick.${tile.key}`)}
                </Text>
                <Text size="xs" c="dimmed" ta="center" lh={1.2}>
                  {t('notAvailableYet', { ns: 'app' })}
                </Text>
              </Stack>
            )}
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
