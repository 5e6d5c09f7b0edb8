import { Box, HStack, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';

export interface PasswordRuleState {
  id: string;
  label: string;
  met: boolean;
}

export interface PasswordStrengthMeterProps {
  /** The rules in the order to list them, each met or not (the caller owns the rules themselves). */
  rules: readonly PasswordRuleState[];
  /** Lets the password input point at the checklist with aria-describedby. */
  id?: string;
}

interface StrengthLevel {
  label: string;
  colorPalette: string;
}

/** The word and colour for a share of rules met: nothing met is "Too weak", everything met "Strong". */
export function strengthLevel(met: number, total: number): StrengthLevel {
  if (total === 0 || met === total) return { label: 'Strong', colorPalette: 'green' };
  const share = met / total;
  if (share >= 0.75) return { label: 'Good', colorPalette: 'teal' };
  if (share >= 0.5) return { label: 'Fair', colorPalette: 'yellow' };
  if (share > 0) return { label: 'Weak', colorPalette: 'orange' };
  return { label: 'Too weak', colorPalette: 'red' };
}

/** How strong a new password is: a meter of rules met and the checklist of the rules themselves. */
export function PasswordStrengthMeter({ rules, id }: PasswordStrengthMeterProps) {
  const met = rules.filter((rule) => rule.met).length;
  const level = strengthLevel(met, rules.length);
  return (
    <Stack id={id} gap="2" colorPalette={level.colorPalette}>
      <HStack gap="3">
        <HStack
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={rules.length}
          aria-valuenow={met}
          aria-valuetext={`${level.label}: ${met} of ${rules.length} rules met`}
          flex="1"
          gap="1"
        >
          {rules.map((rule, index) => (
            <Box
              key={rule.id}
              h="1.5"
              flex="1"
              rounded="full"
              bg={index < met ? 'colorPalette.solid' : 'bg.emphasized'}
              transition="background-color 0.2s"
            />
          ))}
        </HStack>
        <Text textStyle="xs" fontWeight="medium" minW="16" textAlign="end" aria-hidden="true">
          {level.label}
        </Text>
      </HStack>
      <List.Root variant="plain" gap="1" textStyle="xs" aria-label="Password rules">
        {rules.map((rule) => (
          <List.Item key={rule.id} color={rule.met ? 'fg' : 'fg.muted'} alignItems="center">
            <List.Indicator asChild color={rule.met ? 'fg.success' : 'fg.muted'}>
              {rule.met ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
            </List.Indicator>
            {rule.label}
            <VisuallyHidden>{rule.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
