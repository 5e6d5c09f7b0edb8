/** Settings: the design-stage and payment-stage template editors (a template's ordered stages, totalling 100). */
import { Alert, Button, Field, HStack, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ErrorState, LoadingState, SortableList, toaster, OptionSelect } from '@/ui';
import { formFailureOf } from '@/services/kit';
import {
  percentTotal,
  saveStageItems,
  settingsKeys,
  stageListSchema,
  useStageTemplates,
  type StageKind,
  type StageTemplate,
} from '@/services/projects';

interface DraftStage {
  key: string;
  name: string;
  /** null while the field is empty. */
  percent: number | null;
}

let draftKey = 0;
const draftOf = (template: StageTemplate): DraftStage[] =>
  template.items.map((item) => ({ key: `stage-${draftKey++}`, name: item.name, percent: item.percent }));

/** One template's stages: drag (or keyboard) to reorder, edit names and percentages, a live total. */
function StageEditor({
  kind,
  template,
  canEdit,
}: {
  kind: StageKind;
  template: StageTemplate;
  canEdit: boolean;
}) {
  const client = useQueryClient();
  const [stages, setStages] = useState<DraftStage[]>(() => draftOf(template));
  const [error, setError] = useState<string | null>(null);
  // Someone saved this template after it was loaded: the draft stays until the user loads theirs.
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const total = percentTotal(stages.map((stage) => ({ percent: stage.percent ?? 0 })));
  const label = kind === 'design' ? 'Design stages' : 'Payment stages';
  const update = (key: string, change: Partial<DraftStage>) =>
    setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, ...change } : stage)));

  const save = async () => {
    const checked = stageListSchema.safeParse(stages.map(({ name, percent }) => ({ name, percent })));
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the stages.');
      return;
    }
    setSaving(true);
    setError(null);
    setConflict(false);
    try {
      await saveStageItems(kind, template.id, template.version, checked.data);
      await client.invalidateQueries({ queryKey: settingsKeys.templates(kind) });
      toaster.create({ type: 'success', title: `${template.name} saved` });
    } catch (cause) {
      const failure = formFailureOf(cause);
      if (failure.kind === 'conflict') setConflict(true);
      else setError(failure.kind === 'form' ? failure.message : 'The save was refused.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="3">
      <SortableList
        label={`${label} of ${template.name}`}
        items={stages}
        getId={(stage) => stage.key}
        getLabel={(stage) => stage.name || 'Unnamed stage'}
        onReorder={(next) => canEdit && setStages(next)}
        gap="2"
        renderItem={(stage, handle) => {
          const position = stages.indexOf(stage) + 1;
          return (
            <HStack gap="2" align="center">
              {canEdit ? handle : null}
              <Input
                size="sm"
                flex="1"
                aria-label={`Stage ${position} name`}
                value={stage.name}
                readOnly={!canEdit}
                onChange={(event) => update(stage.key, { name: event.currentTarget.value })}
              />
              <InputGroup endAddon="%" w="32" flexShrink={0}>
                <Input
                  size="sm"
                  type="number"
                  step="0.01"
                  min={0}
                  max={100}
                  aria-label={`Stage ${position} percentage`}
                  value={stage.percent ?? ''}
                  readOnly={!canEdit}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    update(stage.key, { percent: text === '' ? null : Number(text) });
                  }}
                />
              </InputGroup>
              {canEdit ? (
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove stage ${position}`}
                  onClick={() => setStages((current) => current.filter((s) => s.key !== stage.key))}
                >
                  <Trash2 />
                </IconButton>
              ) : null}
            </HStack>
          );
        }}
      />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text
          role="status"
          aria-live="polite"
          fontWeight="semibold"
          color={total === 100 ? 'green.fg' : 'red.fg'}
        >
          Total: {total.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%
          {total === 100
            ? ''
            : ` (${(100 - total).toLocaleString('en-IN', { maximumFractionDigits: 2 })}% to place)`}
        </Text>
        {canEdit ? (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setStages((current) => [...current, { key: `stage-${draftKey++}`, name: '', percent: null }])
              }
            >
              <Plus aria-hidden="true" /> Add stage
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              loading={saving}
              // A loading button hides its label; the text keeps it named for screen readers.
              loadingText="Saving…"
              disabled={total !== 100}
              onClick={() => void save()}
            >
              Save {template.name}
            </Button>
          </HStack>
        ) : null}
      </HStack>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {conflict ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Someone else saved {template.name} after you opened it.</Alert.Title>
            <Alert.Description>
              Your stages are still here and nothing was overwritten. Load their version to see it (your
              changes here are then discarded).
            </Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            alignSelf="center"
            onClick={() => void client.invalidateQueries({ queryKey: settingsKeys.templates(kind) })}
          >
            Load their version
          </Button>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

export function StageTemplates({ kind, canEdit }: { kind: StageKind; canEdit: boolean }) {
  const templates = useStageTemplates(kind);
  const [chosen, setChosen] = useState<string | null>(null);
  if (templates.isPending) return <LoadingState label="Loading the templates" />;
  if (templates.isError)
    return (
      <ErrorState
        title="The templates could not be loaded"
        message={templates.error.message}
        onRetry={() => void templates.refetch()}
      />
    );
  const template = templates.data.find((t) => t.id === chosen) ?? templates.data[0];
  if (!template) return <Text color="fg.muted">No templates yet.</Text>;
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>Template</Field.Label>
        <OptionSelect
          value={template.id}
          onChange={(event) => setChosen(event.currentTarget.value)}
          size="sm"
          options={templates.data.map((t) => ({
            value: t.id,
            label: `${t.name}${t.is_default ? ' (default)' : ''}`,
          }))}
        />
      </Field.Root>
      <StageEditor
        key={`${template.id}:${template.version}`}
        kind={kind}
        template={template}
        canEdit={canEdit}
      />
    </Stack>
  );
}
