import { Code, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, FormField, PageHeader, SearchableSelect, type SelectOption } from '@/ui';
import { CITIES, PANELS, ROOMS } from './demo-options';

const TAGS: SelectOption[] = [
  { value: 'premium', label: 'Premium' },
  { value: 'repeat-client', label: 'Repeat client' },
  { value: 'urgent', label: 'Urgent' },
];

/** Cities "from the server": an in-memory search with a delay, so the demo works offline. */
function searchCities(query: string, signal: AbortSignal): Promise<SelectOption[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const wanted = query.trim().toLowerCase();
      resolve(
        CITIES.filter((city) => city.toLowerCase().includes(wanted))
          .slice(0, 8)
          .map((city) => ({ value: city.toLowerCase(), label: city })),
      );
    }, 300);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** The searchable select: filter as you type, groups, multiple with tags, options from a server, and create-new. */
export function SearchableSelectDemo() {
  const [panel, setPanel] = useState<string[]>([]);
  const [rooms, setRooms] = useState<string[]>(['kitchen']);
  const [city, setCity] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>(['repeat-client']);
  const [tagOptions, setTagOptions] = useState(TAGS);
  const loadCities = searchCities;

  return (
    <>
      <PageHeader
        title="Searchable select"
        description="Type to filter long lists; choose one or many; load options as you type; add a missing one."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Single, grouped"
          description="Panels grouped by base material; type “ply” to see only plywood."
        >
          <FormField label="Carcass panel">
            <SearchableSelect
              options={PANELS}
              value={panel}
              onValueChange={setPanel}
              placeholder="Search panels"
            />
          </FormField>
        </DemoSection>
        <DemoSection
          title="Multiple with tags"
          description="Chosen rooms show as tags; remove one with its ×."
        >
          <FormField label="Rooms in scope">
            <SearchableSelect
              options={ROOMS}
              value={rooms}
              onValueChange={setRooms}
              multiple
              placeholder="Add rooms"
            />
          </FormField>
        </DemoSection>
        <DemoSection
          title="Options from the server"
          description="Searched as you type, after a short pause; earlier searches are cancelled."
        >
          <Stack gap="2">
            <FormField label="Site city">
              <SearchableSelect
                loadOptions={loadCities}
                value={city}
                onValueChange={setCity}
                placeholder="Type a city"
              />
            </FormField>
            <Text textStyle="sm" color="fg.muted">
              Chosen: <Code>{city[0] ?? 'none'}</Code>
            </Text>
          </Stack>
        </DemoSection>
        <DemoSection
          title="Create new"
          description="Type a tag that is not in the list and choose “Create …”."
        >
          <FormField label="Lead tags">
            <SearchableSelect
              options={tagOptions}
              value={tags}
              onValueChange={setTags}
              multiple
              placeholder="Add or create tags"
              onCreate={(label) => {
                const option = { value: label.toLowerCase().replace(/\s+/g, '-'), label };
                setTagOptions((current) => [...current, option]);
                return option;
              }}
            />
          </FormField>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
