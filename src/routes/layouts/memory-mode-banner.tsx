import { Alert } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { embeddedStorage, subscribeToEmbeddedStorage } from '@/services/kit';

/** What the person must know when the embedded database lives in memory only. */
export function MemoryModeNotice() {
  return (
    <Alert.Root status="warning" variant="surface" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This browser does not let the app store data</Alert.Title>
        <Alert.Description>
          Changes are kept in memory only and vanish when you close or reload this tab. (Some private windows
          block storage; a normal window keeps your changes.)
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The main layout's banner: shown while the started embedded database keeps its data in memory. */
export function MemoryModeBanner() {
  const storage = useSyncExternalStore(subscribeToEmbeddedStorage, embeddedStorage, () => null);
  return storage === 'memory' ? <MemoryModeNotice /> : null;
}
