import { Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Wrench } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_PATH, SIGN_IN_PATH } from '@/routes/paths';
import { AuthScreen } from './_shared/auth-screen';

/** Shown while the workspace is being upgraded: what is happening, that data is safe, and a way back. */
export default function UnderMaintenancePage() {
  return (
    <AuthScreen
      variant="basic"
      fallbackTitle="Under maintenance"
      media={
        <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg" aria-hidden="true">
          <Wrench size={24} />
        </Center>
      }
      description="We are upgrading the workspace. Your leads, quotations and cutting plans are safe."
    >
      <Stack gap="6">
        <Text textStyle="sm">
          Please try again in a few minutes. Anything you saved before the upgrade will be there.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={HOME_PATH}>Try the dashboard again</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={SIGN_IN_PATH}>Back to sign in</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </AuthScreen>
  );
}
