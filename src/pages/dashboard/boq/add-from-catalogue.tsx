/**
 * Add a BOQ line from the catalogue: a processed panel, an edge band or a product, searched by name
 * or code; the line comes prefilled (description, rates, HSN, GST) and is edited in the grid.
 */
import { Field, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions, DialogFrame, SearchableSelect, OptionSelect } from '@/ui';
import { listCatalogue } from '@/services/production';
import { useBusyAction } from '../use-busy-action';
import type { CatalogueSource } from './boq-model';

type Kind = 'processed_panels' | 'edge_bands' | 'products';

const KIND_LABELS: Record<Kind, string> = {
  processed_panels: 'Processed panel',
  edge_bands: 'Edge band',
  products: 'Product',
};

interface Found {
  value: string;
  label: string;
  source: CatalogueSource;
}

async function search(kind: Kind, query: string): Promise<Found[]> {
  const base = { search: query, status: 'active', page: 0, pageSize: 20 } as const;
  if (kind === 'processed_panels') {
    const { rows } = await listCatalogue('processed_panels', base);
    return rows.map((r) => ({
      value: r.id,
      label: `${r.code} · ${r.name}`,
      source: {
        kind: 'processed_panel',
        code: r.code,
        name: r.name,
        pricePerSqft: r.price_per_sqft,
        gstRate: r.gst_rate,
      },
    }));
  }
  if (kind === 'edge_bands') {
    const { rows } = await listCatalogue('edge_bands', base);
    return rows.map((r) => ({
      value: r.id,
      label: `${r.name} · ${r.make}`,
      source: {
        kind: 'edge_band',
        name: r.name,
        designNumber: r.design_number,
        pricePerMetre: r.price_per_metre,
        hsn: r.hsn,
        gstRate: r.gst_rate,
      },
    }));
  }
  const { rows } = await listCatalogue('products', base);
  return rows.map((r) => ({
    value: r.id,
    label: `${r.code} · ${r.name}`,
    source: {
      kind: 'product',
      code: r.code,
      name: r.name,
      price: r.base_price,
      hsn: r.hsn,
      gstRate: r.gst_rate,
    },
  }));
}

export function AddFromCatalogue({
  open,
  onOpenChange,
  room,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  room: string;
  onAdd: (source: CatalogueSource) => Promise<void>;
}) {
  const [kind, setKind] = useState<Kind>('processed_panels');
  const [found, setFound] = useState<Map<string, Found>>(new Map());
  const [chosen, setChosen] = useState<Found | null>(null);
  const { busy, error, run } = useBusyAction();
  const add = async () => {
    if (!chosen) return;
    await run(async () => {
      await onAdd(chosen.source);
      setChosen(null);
      onOpenChange(false);
    });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={`Add from the catalogue to ${room}`}
      placement="center"
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          onConfirm={() => void add()}
          busy={busy}
          busyText="Adding line…"
          disabled={chosen === null}
        >
          Add line
        </DialogActions>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Catalogue</Field.Label>
          <OptionSelect
            value={kind}
            onChange={(e) => {
              setKind(e.currentTarget.value as Kind);
              setChosen(null);
            }}
            options={(Object.keys(KIND_LABELS) as Kind[]).map((k) => ({
              value: k,
              label: KIND_LABELS[k],
            }))}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{KIND_LABELS[kind]}</Field.Label>
          <SearchableSelect
            portalled={false}
            key={kind}
            value={chosen ? [chosen.value] : []}
            loadOptions={async (query) => {
              const rows = await search(kind, query);
              setFound((current) => new Map([...current, ...rows.map((r) => [r.value, r] as const)]));
              return rows.map(({ value, label }) => ({ value, label }));
            }}
            onValueChange={(value) => setChosen(found.get(value[0] ?? '') ?? null)}
            placeholder="Type a code or name"
            emptyText="Nothing active matches"
          />
        </Field.Root>
        {error && (
          <Text color="fg.error" textStyle="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
