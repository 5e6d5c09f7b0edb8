/** Which project's BOQ: a searchable select of the projects the person can see. */
import { Field } from '@chakra-ui/react';
import { SearchableSelect } from '@/ui';
import { useProjectOptions } from '@/services/commercials';

export function ProjectPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (projectId: string | null) => void;
}) {
  const projects = useProjectOptions();
  const options = (projects.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.code} · ${p.name} · ${p.client_name}`,
  }));
  return (
    <Field.Root maxW="xl">
      <Field.Label>Project</Field.Label>
      <SearchableSelect
        key={`${value ?? ''}:${options.length}`}
        options={options}
        value={value ? [value] : []}
        onValueChange={(next) => onChange(next[0] ?? null)}
        placeholder={projects.isPending ? 'Loading projects…' : 'Type a project code, name or client'}
        emptyText="No project you can see matches"
      />
      <Field.HelperText>
        {projects.isError ? 'The projects could not be loaded.' : 'Projects you can see.'}
      </Field.HelperText>
    </Field.Root>
  );
}
