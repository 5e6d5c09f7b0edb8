import { Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Countdown } from '@/ui/components/countdown/countdown';
import { HOME_PATH, SIGN_IN_PATH } from '@/routes/paths';
import { AuthScreen } from './_shared/auth-screen';
import { nextLaunch } from './_shared/launch-date';

const launchFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short' });

/** Announces the client portal with a live countdown to its opening. */
export default function ComingSoonPage() {
  // Fixed for the life of the page, so the countdown does not jump if the month turns while it is open.
  const [launch] = useState(() => nextLaunch(new Date()));
  return (
    <AuthScreen
      variant="basic"
      fallbackTitle="Coming soon"
      maxW="xl"
      media={
        <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg" aria-hidden="true">
          <Rocket size={24} />
        </Center>
      }
      description="The client portal is on its way: clients will follow their quotations, designs and site surveys online, and approve them there."
    >
      <Stack gap="6">
        <Countdown target={launch} label="Time until the client portal opens" />
        <Text textStyle="sm" color="fg.muted" textAlign="center">
          Opens on{' '}
          <Text as="span" color="fg" fontWeight="medium" asChild>
            <time dateTime={launch.toISOString()}>{launchFormat.format(launch)}</time>
          </Text>
        </Text>
        <HStack gap="3" justify="center" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={HOME_PATH}>Back to the dashboard</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={SIGN_IN_PATH}>Sign in</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </AuthScreen>
  );
}
