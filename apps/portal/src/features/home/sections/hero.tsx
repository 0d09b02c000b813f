import { Box, Button, Container, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { loginPath } from '../../../lib/redirect.ts';
import { useSignedInUser } from '../../../lib/session.ts';
import { HOME } from '../texts.ts';
import classes from './home.module.css';

export function Hero() {
  const { t } = useTexts(HOME);
  const user = useSignedInUser();
  return (
    <Box className={classes.hero} py={{ base: 40, sm: 80 }}>
      <Container size="lg">
        <Title order={1} className={classes.heroTitle}>
          {t('hero.title')}
        </Title>
        <Text size="lg" mt="md" maw={720}>
          {t('hero.lead')}
        </Text>
        <Text mt="lg" maw={720} className={classes.honest}>
          {t('hero.honest')}
        </Text>
        {!user && (
          <Button component={Link} to={loginPath('/home')} size="md" mt="xl">
            {t('hero.login')}
          </Button>
        )}
      </Container>
    </Box>
  );
}
