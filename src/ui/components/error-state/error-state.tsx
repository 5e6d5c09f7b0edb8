import { Alert, Button } from '@chakra-ui/react';

export interface ErrorStateProps {
  title: string;
  message?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** A failure the user can read and, where it makes sense, retry. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
