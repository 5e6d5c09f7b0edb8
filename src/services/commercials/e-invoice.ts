/**
 * An issued invoice as the government's e-invoice JSON (schema version 1.1: TranDtls, DocDtls,
 * SellerDtls, BuyerDtls, ItemList, ValDtls, with the portal's field names, lengths and patterns),
 * for the accountant to upload to the IRP. E-invoices are for registered buyers (B2B): an invoice
 * without the buyer's GSTIN, or without the organisation's, is refused with what to fix. The portal
 * upload itself is out of scope.
 */
import { z } from 'zod';
import type { TaxInvoice, TaxInvoiceLine } from './invoices';

const gstin = z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/);
const stateCode = z.string().regex(/^[0-9]{1,2}$/);
const pin = z.number().int().min(100000).max(999999);
const money = z.number().min(0).max(1e14);

const partySchema = z.object({
  Gstin: gstin,
  LglNm: z.string().min(3).max(100),
  Addr1: z.string().min(1).max(100),
  Addr2: z.string().min(3).max(100).optional(),
  Loc: z.string().min(3).max(50),
  Pin: pin,
  Stcd: stateCode,
  Ph: z
    .string()
    .regex(/^[0-9]{6,12}$/)
    .optional(),
  Em: z.string().min(6).max(100).optional(),
});

/** The fields of e-invoice schema 1.1 this export writes, with the portal's rules. */
export const eInvoiceSchema = z.object({
  Version: z.literal('1.1'),
  TranDtls: z.object({
    TaxSch: z.literal('GST'),
    SupTyp: z.enum(['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP']),
    RegRev: z.enum(['Y', 'N']),
    IgstOnIntra: z.enum(['Y', 'N']),
  }),
  DocDtls: z.object({
    Typ: z.enum(['INV', 'CRN', 'DBN']),
    No: z.string().regex(/^([A-Z1-9][A-Z0-9/-]{0,15})$/),
    Dt: z.string().regex(/^[0-3][0-9]\/[0-1][0-9]\/20[0-9]{2}$/),
  }),
  SellerDtls: partySchema,
  BuyerDtls: partySchema.extend({ Pos: stateCode }),
  ItemList: z
    .array(
      z.object({
        SlNo: z.string().regex(/^[0-9]{1,6}$/),
        PrdDesc: z.string().min(3).max(300),
        IsServc: z.enum(['Y', 'N']),
        HsnCd: z.string().regex(/^[0-9]{4,8}$/),
        Qty: z.number().min(0).max(9999999999.999),
        Unit: z.string().min(3).max(8),
        UnitPrice: money,
        TotAmt: money,
        Discount: money,
        AssAmt: money,
        GstRt: z.number().min(0).max(999.999),
        IgstAmt: money,
        CgstAmt: money,
        SgstAmt: money,
        TotItemVal: money,
      }),
    )
    .min(1)
    .max(1000),
  ValDtls: z.object({
    AssVal: money,
    CgstVal: money,
    SgstVal: money,
    IgstVal: money,
    RndOffAmt: z.number().min(-99.99).max(99.99),
    TotInvVal: money,
  }),
});
export type EInvoice = z.infer<typeof eInvoiceSchema>;

/** The portal's unit quantity codes for the units the business writes. */
const UQC: Record<string, string> = {
  sqft: 'SQF',
  sqm: 'SQM',
  nos: 'NOS',
  set: 'SET',
  rft: 'OTH',
  lump_sum: 'OTH',
};

const paise = (value: number) => Math.round(value * 100) / 100;

function portalDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function pinOf(value: string | null): number | undefined {
  return value && /^[1-9][0-9]{5}$/.test(value) ? Number(value) : undefined;
}

export class EInvoiceRefusal extends Error {
  override name = 'EInvoiceRefusal';
}

/** The invoice as e-invoice JSON; refuses with the first thing to fix when the portal would. */
export function toEInvoice(invoice: TaxInvoice, lines: readonly TaxInvoiceLine[]): EInvoice {
  if (!invoice.buyer_gstin) {
    throw new EInvoiceRefusal(
      `${invoice.buyer_name} has no GSTIN: e-invoices are for registered buyers only.`,
    );
  }
  if (!invoice.seller_gstin || !invoice.seller_state_code) {
    throw new EInvoiceRefusal('Add the organisation’s GSTIN in the organisation settings first.');
  }
  const sellerPin = pinOf(invoice.seller_pincode);
  const buyerPin = pinOf(invoice.buyer_pincode);
  if (sellerPin === undefined)
    throw new EInvoiceRefusal('Add the organisation’s PIN code in the organisation settings.');
  if (buyerPin === undefined)
    throw new EInvoiceRefusal(`Add ${invoice.buyer_name}’s PIN code to the client record.`);
  const missingHsn = lines.find((line) => !line.hsn);
  if (missingHsn)
    throw new EInvoiceRefusal(
      `Line ${missingHsn.position} (${missingHsn.description}) has no HSN or SAC code.`,
    );
  const json: EInvoice = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: 'INV', No: invoice.number, Dt: portalDate(invoice.invoice_date) },
    SellerDtls: {
      Gstin: invoice.seller_gstin,
      LglNm: invoice.seller_name,
      Addr1: (invoice.seller_address ?? invoice.seller_name).slice(0, 100),
      Loc: invoice.seller_city ?? invoice.seller_state ?? 'India',
      Pin: sellerPin,
      Stcd: invoice.seller_state_code,
    },
    BuyerDtls: {
      Gstin: invoice.buyer_gstin,
      LglNm: invoice.buyer_name,
      Pos: invoice.place_of_supply_code ?? invoice.buyer_gstin.slice(0, 2),
      Addr1: (invoice.buyer_address ?? invoice.buyer_name).slice(0, 100),
      Loc: invoice.buyer_city ?? invoice.buyer_state ?? 'India',
      Pin: buyerPin,
      Stcd: invoice.buyer_gstin.slice(0, 2),
    },
    ItemList: lines.map((line, index) => {
      const share = line.gross_amount / (line.quantity * line.unit_price || 1);
      const tax = line.cgst_amount + line.sgst_amount + line.igst_amount;
      return {
        SlNo: String(index + 1),
        PrdDesc: line.description.padEnd(3, '.').slice(0, 300),
        IsServc: line.hsn?.startsWith('99') ? 'Y' : 'N',
        HsnCd: line.hsn ?? '',
        Qty: Math.round(line.quantity * share * 1000) / 1000,
        Unit: UQC[line.unit] ?? 'OTH',
        UnitPrice: line.unit_price,
        TotAmt: line.gross_amount,
        Discount: line.discount_amount,
        AssAmt: line.taxable_amount,
        GstRt: line.gst_rate,
        IgstAmt: line.igst_amount,
        CgstAmt: line.cgst_amount,
        SgstAmt: line.sgst_amount,
        TotItemVal: paise(line.taxable_amount + tax),
      };
    }),
    ValDtls: {
      AssVal: invoice.taxable_total,
      CgstVal: invoice.cgst_total,
      SgstVal: invoice.sgst_total,
      IgstVal: invoice.igst_total,
      RndOffAmt: invoice.round_off,
      TotInvVal: invoice.grand_total,
    },
  };
  return eInvoiceSchema.parse(json);
}
