import { useLingui } from "@lingui/react/macro";
import { formatAed, formatNumber } from "@shared/format";
import type { Emirate } from "@shared/locations";
import {
  DUBAI_MORTGAGE_REGISTRATION_FIXED,
  DUBAI_TITLE_DEED_FEE,
  DUBAI_TRUSTEE_FEE,
  DUBAI_TRUSTEE_FEE_LOW,
  DUBAI_TRUSTEE_FEE_LOW_THRESHOLD,
  VALUATION_FEE_MAX,
  VALUATION_FEE_MIN,
  type BuyingCosts,
  type CostItem,
  type RentingCosts,
  type RentingCostItem,
} from "@shared/uae-costs";
import { useFormatLocale } from "./i18n";

/**
 * The words of shared/uae-costs.ts (each fee's name, its source, the authorities and the notes) in the
 * page's language. The cost rules stay language-neutral figures; what they say is written here with the
 * catalogue's macros, in English exactly as shared/uae-costs.ts writes it (uae-cost-text.test.tsx checks
 * every line of every emirate), and in Arabic with the names the authorities use themselves (دائرة الأراضي
 * والأملاك، رسوم التسجيل، إيجاري، توثيق). Used by the Fee Calculator and, for the same figures, anywhere a
 * listing's all-in cost is itemised.
 */
export function useCostText() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const aed = (amount: number) => formatAed(amount, locale);

  /** Where a sale is registered in each emirate. */
  const landDepartment = (emirate: Emirate): string => {
    switch (emirate) {
      case "Dubai":
        return t`Dubai Land Department (DLD)`;
      case "Abu Dhabi":
        return t`Abu Dhabi Real Estate Centre (ADREC)`;
      case "Sharjah":
        return t`Sharjah Real Estate Registration Department`;
      case "Ajman":
        return t`Ajman Department of Land and Real Estate Regulation`;
      case "Ras Al Khaimah":
        return t`RAK Municipality Land and Property Sector`;
      case "Fujairah":
        return t`Fujairah Municipality land and property registration`;
      case "Umm Al Quwain":
        return t`Umm Al Quwain Department of Lands and Properties`;
    }
  };

  /** Where a tenancy contract is registered, and what the registration is called. */
  const tenancyRegistration = (emirate: Emirate): { name: string; authority: string } => {
    switch (emirate) {
      case "Dubai":
        return { name: t`Ejari registration`, authority: t`Dubai Land Department (Ejari)` };
      case "Abu Dhabi":
        return {
          name: t`Tawtheeq registration`,
          authority: t`Abu Dhabi Real Estate Centre (ADREC) via TAMM`,
        };
      case "Sharjah":
        return { name: t`Tenancy contract attestation`, authority: t`Sharjah City Municipality` };
      case "Ajman":
        return {
          name: t`Tenancy contract attestation`,
          authority: t`Ajman Municipality and Planning Department`,
        };
      case "Ras Al Khaimah":
        return { name: t`Tenancy contract registration`, authority: t`RAK Municipality` };
      case "Fujairah":
        return { name: t`Tenancy contract registration`, authority: t`Fujairah Municipality` };
      case "Umm Al Quwain":
        return { name: t`Tenancy contract registration`, authority: t`Umm Al Quwain Municipality` };
    }
  };

  const checkWith = (emirate: Emirate) => {
    const authority = landDepartment(emirate);
    return t`Check current fees with ${authority}.`;
  };

  /** A buying cost's name, as shared/uae-costs.ts's `label` says it. */
  const buyingItemLabel = (item: CostItem, emirate: Emirate, price: number): string => {
    const authority = landDepartment(emirate);
    switch (item.key) {
      case "transferFee":
        if (item.unconfirmed) return t`Transfer fee (not confirmed: check with ${authority})`;
        if (emirate === "Dubai")
          return item.payer === "buyer"
            ? t`DLD transfer fee (4%, paid in full by the buyer as is customary)`
            : t`DLD transfer fee (4%, split 2% buyer / 2% seller)`;
        if (emirate === "Abu Dhabi") return t`ADREC transfer fee (2%, paid by the buyer)`;
        return item.payer === "buyer"
          ? t`RAK registration fee (4%, paid in full by the buyer)`
          : t`RAK registration fee (4%, split 2% buyer / 2% seller)`;
      case "adminFee":
        return t`DLD admin fee`;
      case "trusteeFee": {
        const base = aed(
          price <= DUBAI_TRUSTEE_FEE_LOW_THRESHOLD ? DUBAI_TRUSTEE_FEE_LOW : DUBAI_TRUSTEE_FEE,
        );
        return t`Registration trustee fee (${base} + 5% VAT)`;
      }
      case "titleDeedFee": {
        const fee = aed(DUBAI_TITLE_DEED_FEE);
        return t`Title deed fee (about ${fee})`;
      }
      case "agencyCommission":
        return t`Agency commission (2% + 5% VAT, negotiable)`;
      case "mortgageRegistration": {
        if (item.unconfirmed) return t`Mortgage registration (not confirmed: check with ${authority})`;
        const fixed = aed(DUBAI_MORTGAGE_REGISTRATION_FIXED);
        return t`Mortgage registration (0.25% of the loan + ${fixed})`;
      }
      case "valuationFee": {
        const range = rangeOf(VALUATION_FEE_MIN, VALUATION_FEE_MAX);
        return t`Bank valuation (${range}; midpoint shown)`;
      }
      default:
        return item.label;
    }
  };

  /**
   * "AED 2,500–3,500": a range of dirhams with the currency written once, on the side the language writes
   * it. The Arabic catalogue words the range ("من 2,500 إلى 3,500 درهم"), since a dash between two numbers
   * is laid out right to left ("3,500–2,500") in an Arabic line.
   */
  const rangeOf = (min: number, max: number): string => {
    const arabic = locale.startsWith("ar");
    const low = arabic ? formatNumber(min, {}, locale) : formatAed(min, locale);
    const high = arabic ? formatAed(max, locale) : formatNumber(max, {}, locale);
    return t`${low}–${high}`;
  };

  /** Where a buying cost's figure comes from. */
  const buyingItemSource = (item: CostItem, emirate: Emirate): string => {
    if (item.unconfirmed) return landDepartment(emirate);
    switch (item.key) {
      case "transferFee":
        if (emirate === "Abu Dhabi") return t`Abu Dhabi Real Estate Centre registration fees`;
        if (emirate === "Ras Al Khaimah")
          return t`RAK Municipality Land and Property Sector; Ras Al Khaimah Decision No. 10 of 2017`;
        return t`Dubai Land Department service fees`;
      case "adminFee":
      case "titleDeedFee":
      case "mortgageRegistration":
        return t`Dubai Land Department service fees`;
      case "trusteeFee":
        return t`DLD registration trustee fee schedule`;
      case "agencyCommission":
        return t`Market practice; agreed with the agent (Form B in Dubai)`;
      case "valuationFee":
        return t`UAE banks' tariffs`;
      default:
        return item.source;
    }
  };

  /** The notes under the buying costs, as shared/uae-costs.ts's `note` says them. */
  const buyingNote = (costs: BuyingCosts, emirate: Emirate, loanAmount: number): string => {
    const notes: string[] = [];
    if (costs.unconfirmed) notes.push(checkWith(emirate));
    if (emirate === "Dubai") {
      notes.push(
        t`Not included: DLD knowledge and innovation fees (about AED 50 in all) and the developer's NOC fee, which varies by developer.`,
      );
    } else if (!costs.unconfirmed) {
      const check = checkWith(emirate);
      notes.push(t`Smaller registration, title deed and service-centre charges are not included. ${check}`);
    }
    if (loanAmount > 0) {
      notes.push(
        t`Your bank's own arrangement fee and insurance are not included; ask for its key facts statement.`,
      );
    }
    return notes.join(" ");
  };

  /** A renting cost's name, as shared/uae-costs.ts's `label` says it. */
  const rentingItemLabel = (item: RentingCostItem, emirate: Emirate, furnished: boolean): string => {
    const registration = tenancyRegistration(emirate);
    switch (item.key) {
      case "securityDeposit":
        return furnished
          ? t`Security deposit (10% of the annual rent, furnished; refundable)`
          : t`Security deposit (5% of the annual rent, unfurnished; refundable)`;
      case "agencyFee":
        return t`Agency fee (about 5% of the annual rent + 5% VAT)`;
      case "registration": {
        const name = registration.name;
        const authority = registration.authority;
        if (item.unconfirmed) return t`${name} (fee not confirmed: check with ${authority})`;
        const fee = aed(item.amount);
        return t`${name} (about ${fee})`;
      }
      default:
        return item.label;
    }
  };

  /** Where a renting cost's figure comes from. */
  const rentingItemSource = (item: RentingCostItem, emirate: Emirate): string => {
    switch (item.key) {
      case "securityDeposit":
        return t`Market practice; recorded in the tenancy contract`;
      case "agencyFee":
        return t`Market practice; negotiable, none when renting direct from the landlord`;
      case "registration":
        return item.unconfirmed
          ? tenancyRegistration(emirate).authority
          : t`Dubai Land Department Ejari service fees`;
      default:
        return item.source;
    }
  };

  /** The note under the renting costs. */
  const rentingNote = (costs: RentingCosts, emirate: Emirate): string => {
    if (costs.unconfirmed) {
      const authority = tenancyRegistration(emirate).authority;
      return t`Check the current tenancy registration fee with ${authority}.`;
    }
    return t`Not included: the DEWA connection deposit and the 5% housing fee billed through DEWA.`;
  };

  return {
    landDepartment,
    tenancyRegistration,
    buyingItemLabel,
    buyingItemSource,
    buyingNote,
    rentingItemLabel,
    rentingItemSource,
    rentingNote,
  };
}

export type CostText = ReturnType<typeof useCostText>;
