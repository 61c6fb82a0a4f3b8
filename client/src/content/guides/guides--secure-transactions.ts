import type { ContentBody } from "../types";

export default {
  intro:
    "How to check that a property, its owner and its broker are genuine before you pay, and how money should move safely in a UAE sale, an off-plan purchase and a rental. Most property fraud succeeds because one of these checks was skipped.",
  sections: [
    {
      heading: "The five rules of safe property payments",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Verify before you pay:** the title deed, the owner's identity, the broker and the advert permit.",
            "**Pay the right party:** the owner named on the title deed, the developer's project escrow account, the DLD, or a licensed agency's company account, never an individual's personal account.",
            "**Use traceable methods:** manager's cheques and bank transfers, not cash or cryptocurrency sent to individuals.",
            "**Pay at the right moment:** the purchase price is handed over at the trustee office in exchange for the transfer, not before.",
            "**Get paperwork for every payment:** a receipt, a VAT invoice for fees, and the registered contract.",
          ],
        },
      ],
    },
    {
      heading: "How to verify the title deed and the owner",
      blocks: [
        {
          type: "paragraph",
          text: "In Dubai, use the title deed verification service in the Dubai REST app or on the DLD website. Enter the title deed details the seller or landlord gives you and check that the owner's name, property number, area and building match. Then check the owner's passport or Emirates ID against the name on the deed. If the seller or landlord has a mortgage, the record will show it.",
        },
        {
          type: "paragraph",
          text: "If someone is acting for the owner, ask for the power of attorney and have it checked before you pay: the trustee office can confirm whether a POA is acceptable, and notarised UAE POAs can be verified with the notary that issued them. Forged or revoked POAs are a known fraud method, especially for owners who live abroad. In Abu Dhabi, check ownership through ADREC's services.",
        },
      ],
    },
    {
      heading: "How to verify the broker and the advert",
      blocks: [
        {
          type: "list",
          items: [
            "**Broker:** ask for the RERA broker card and search the BRN in the Dubai REST app; the name and photo should match the person you meet, and the agency's ORN should match their company.",
            "**Advert:** scan the Trakheesi QR code on a Dubai listing (Madhmoun in Abu Dhabi). The permit should show the same property, price and agency. A listing without a permit, or whose permit shows a different unit, is a warning sign.",
            "**Agency contract:** sign Form A or Form B with the agency, not with an individual, and pay commission only to the agency's company account against a VAT invoice.",
          ],
        },
      ],
    },
    {
      heading: "How money should move in a resale purchase",
      blocks: [
        {
          type: "paragraph",
          text: "Worked example: a AED 1,500,000 apartment in Dubai. The buyer has an 80% mortgage (AED 1,200,000), and the seller still owes AED 600,000 to their own bank.",
        },
        {
          type: "table",
          caption: "Payments in a mortgaged resale, and how each is made",
          columns: ["When", "Payment", "Method and payee"],
          rows: [
            [
              "Form F",
              "Deposit, 10% (AED 150,000)",
              "Security cheque in the seller's name, held by the seller's agency, not cashed",
            ],
            [
              "Before or at transfer",
              "Seller's mortgage payoff, AED 600,000",
              "Manager's cheque to the seller's bank, arranged with both banks",
            ],
            [
              "Transfer",
              "Balance of the price, AED 900,000",
              "Manager's cheque(s) to the seller named on the title deed",
            ],
            ["Transfer", "DLD fees, about AED 60,880", "Paid to the DLD at the trustee office"],
            ["Transfer", "Trustee fee, AED 4,200", "Paid to the trustee office"],
            ["Transfer", "Commission, AED 31,500", "Agency company account or cheque, with VAT invoice"],
            ["Transfer", "Mortgage registration, AED 3,290", "Paid to the DLD with the transfer"],
          ],
        },
        {
          type: "paragraph",
          text: "The AED 1,500,000 reaching the seller's side is funded by the buyer's bank (AED 1,200,000) and the buyer's own AED 300,000. Once everything is paid, the security deposit cheque is returned to the buyer. Nothing is paid to the seller before the trustee confirms the transfer, so the buyer never holds a receipt without a title deed.",
        },
      ],
    },
    {
      heading: "What is a manager's cheque and how do you check one?",
      blocks: [
        {
          type: "paragraph",
          text: "A manager's cheque is drawn by a bank on its own funds, so it cannot bounce for lack of funds. It is the standard way to pay large sums at a UAE property transfer. Ask your bank to issue it a day or two before transfer, with the payee name spelled exactly as on the title deed or as the receiving bank instructs. If you receive one, verify it with the issuing bank using a phone number from the bank's official website, not one printed on the cheque. If the deal falls through, return the cheque to your bank to have it cancelled and the funds credited back.",
        },
      ],
    },
    {
      heading: "Off-plan: paying only into escrow",
      blocks: [
        {
          type: "list",
          items: [
            "Check in the Dubai REST app that the project is registered, who the developer is, and the project's escrow account number and bank.",
            "Make every instalment payable to that escrow account, as stated in your sale and purchase agreement. Dubai Law 8 of 2007 requires it.",
            "Check that your purchase appears on the **Oqood** interim register and that you receive the Oqood certificate.",
            "Be wary of anyone offering units in an unregistered pre-launch, asking for an expression-of-interest deposit in cash, or asking you to pay a developer through a broker's account.",
            "When buying an off-plan unit from another investor, complete the assignment through the developer and the DLD, with the developer's NOC, and pay the seller only at that point.",
          ],
        },
      ],
    },
    {
      heading: "Renting safely",
      blocks: [
        {
          type: "list",
          items: [
            "View the property in person, or by a live video call with the agent inside the unit, before paying anything.",
            "Check the landlord's title deed and the agent's BRN; the tenancy contract must name the owner or a licensed management company.",
            "Write rent cheques to the owner or management company named in the contract, never to an individual agent.",
            "Be sceptical of rents well below the area's going rate, pressure to pay a holding deposit immediately, or a landlord who is always abroad and cannot be contacted.",
            "Register the contract on Ejari (or Tawtheeq in Abu Dhabi); a fraudster cannot register a lease on a property they do not control.",
          ],
        },
      ],
    },
    {
      heading: "Common scams and their warning signs",
      blocks: [
        {
          type: "table",
          caption: "Property scams seen in the UAE and how to stop them",
          columns: ["Scam", "Warning sign", "Protection"],
          rows: [
            [
              "Fake listing",
              "Price far below market; no Trakheesi or Madhmoun permit",
              "Scan the permit QR code; view before paying",
            ],
            [
              "Impersonated owner or forged POA",
              "Seller abroad, urgency, reluctance to meet at trustee office",
              "Verify the title deed and POA; pay only at transfer",
            ],
            [
              "Changed bank details",
              "Email or message saying the account has changed",
              "Confirm by phone with a known contact; use manager's cheques",
            ],
            [
              "Fake off-plan deal",
              "Unregistered project; payment to a broker or personal account",
              "Pay only into the escrow account shown by the DLD",
            ],
            [
              "Holiday-let or short-stay fraud",
              "Deposit by transfer to an individual for a property you cannot visit",
              "Use licensed holiday home operators with a permit",
            ],
          ],
        },
      ],
    },
    {
      heading: "Anti-money-laundering checks and what to do if something goes wrong",
      blocks: [
        {
          type: "paragraph",
          text: "Expect brokers, banks and developers to ask for ID, proof of address and the source of your funds. These checks are required under the UAE's anti-money-laundering law, and cash or virtual-asset payments above set thresholds are reported to the authorities. Paying from a UAE bank account in your own name makes the process quicker and protects you.",
        },
        {
          type: "paragraph",
          text: "If you suspect fraud, contact your bank immediately to try to stop or recall the payment, report it to the police (Dubai Police accepts online reports through its eCrime service), and report unlicensed brokers or fake adverts to the DLD or ADREC. Rental disputes with a genuine landlord go to the Rental Disputes Centre. For the legal background, see [legal compliance](/guides/legal-compliance); to find a licensed broker, use [find an agent](/find-agent).",
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
