import type { ContentBody } from "../types";

export default {
  intro:
    "Short answers to the questions we are asked most about buying costs, renting, listing on the site, and your account and privacy. Fees are those published for 2025–2026; check them for your own deal with the authority named.",
  sections: [
    {
      heading: "Buying costs",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "What does buying a home in Dubai cost on top of the price?",
              answer:
                "The Dubai Land Department (DLD) transfer fee is 4% of the price, by law split 2% each between buyer and seller, though buyers often pay all of it. Agency commission is about 2% plus 5% VAT. Add the DLD admin fee of AED 580, the registration trustee fee of AED 4,000 plus VAT (AED 2,000 plus VAT at or below AED 500,000) and about AED 250 for the title deed. With a mortgage, add registration of about 0.25% of the loan plus AED 290, and a bank valuation of AED 2,500–3,500. For a AED 2,000,000 apartment bought with cash, that is AED 127,030 if the buyer pays the full 4%. The [fee calculator](/stamp-duty-calculator) works it out for any price.",
            },
            {
              question: "Who pays the 4% DLD transfer fee?",
              answer:
                "By law, 2% is paid by the buyer and 2% by the seller. In practice the buyer often pays the full 4%, so agree it in writing in Form F, the memorandum of understanding, before you pay the 10% deposit. On a AED 2,000,000 home the difference is AED 40,000.",
            },
            {
              question: "How much cash do I need if I take a mortgage?",
              answer:
                "The deposit plus all the fees. An expatriate buying a first home up to AED 5,000,000 can borrow up to 80%, so on a AED 2,000,000 apartment the deposit is AED 400,000. Fees on a AED 1,600,000 loan come to about AED 134,320 (including AED 4,290 mortgage registration and a AED 3,000 valuation), so plan for about AED 534,320 in cash. Plan to pay the fees from your own funds, not the loan. See the [mortgage guide](/buyer-guides/mortgage-guide).",
            },
            {
              question: "Are the fees the same in the other emirates?",
              answer:
                "No. Each emirate has its own land department and fees. Abu Dhabi charges a 2% transfer fee, paid by the buyer, through the Abu Dhabi Real Estate Centre (ADREC). Ras Al Khaimah charges 2% to the buyer and 2% to the seller. For Sharjah, Ajman, Fujairah and Umm Al Quwain, published figures disagree, so our calculator and listings say so and name the department to check with rather than guess.",
            },
            {
              question: "Does buying property qualify me for a Golden Visa?",
              answer:
                "A property worth AED 2,000,000 or more can qualify you for the 10-year Golden Visa as a property investor. Off-plan and mortgaged properties can qualify with conditions, for example on how much has been paid. Our [fee calculator](/stamp-duty-calculator) notes when a price reaches AED 2,000,000, but eligibility is decided by the immigration authorities, so confirm the conditions with them before you buy.",
            },
            {
              question: "Will I pay property tax or capital gains tax?",
              answer:
                "Individuals pay no annual property tax and no capital gains tax in the UAE. Owners do pay service charges to the building or community, and in Dubai a municipality housing fee is added to utility bills. Your home country may tax rental income or gains; see [overseas homes](/overseas-homes).",
            },
          ],
        },
      ],
    },
    {
      heading: "Renting",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "What do I pay upfront to rent in Dubai?",
              answer:
                "The first rent cheque, a refundable security deposit (usually 5% of the annual rent unfurnished, 10% furnished), an agency fee of about 5% plus VAT, Ejari registration of about AED 220 and a DEWA deposit (AED 2,000 for an apartment, AED 4,000 for a villa). For a AED 120,000 unfurnished apartment paid in 4 cheques: AED 30,000 + AED 6,000 + AED 6,300 + AED 220 = AED 42,520, plus the DEWA deposit. See [rental costs](/renter-guides/rental-costs).",
            },
            {
              question: "How many cheques can I pay the rent in?",
              answer:
                "Between 1 and 12, as agreed with the landlord. One to four cheques is most common in Dubai; some buildings accept 12 monthly cheques. Landlords often accept a lower rent for fewer cheques, so ask for both prices.",
            },
            {
              question: "Can my landlord raise the rent at renewal?",
              answer:
                "In Dubai, only within the limits of Decree No. 43 of 2013, which ties increases to how far your rent is below the RERA rental index for similar homes: no increase if it is less than 10% below, then 5%, 10%, 15% and at most 20% when it is more than 40% below. The landlord must give 90 days' notice before the contract ends of any change to its terms. Dubai introduced a new smart rental index in January 2025. See [tenant rights](/renter-guides/tenant-rights).",
            },
            {
              question: "When can a landlord ask me to leave?",
              answer:
                "At the end of the contract in Dubai, only for reasons the law allows, such as selling the property or using it themselves or for a first-degree relative, with 12 months' notice sent through a notary public or by registered post. Disputes go to the Rental Disputes Centre.",
            },
            {
              question: "What are Ejari and Tawtheeq, and why do they matter?",
              answer:
                "They register your tenancy contract: Ejari in Dubai, Tawtheeq in Abu Dhabi. A registered contract is needed to connect utilities, sponsor family visas and bring a case to the rental dispute authorities. The other emirates attest tenancy contracts through their municipalities.",
            },
          ],
        },
      ],
    },
    {
      heading: "Listing on the site",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Who can list a property?",
              answer:
                "The owner, or a licensed agent with the owner's written authority (in Dubai, a signed Form A). Create an account and use the listing form; you can save a draft and publish when it is ready. Listing is free.",
            },
            {
              question: "Do I need a permit to advertise?",
              answer:
                "In Dubai, every property advert needs a Trakheesi permit, and in Abu Dhabi a Madhmoun permit. We cannot publish a Dubai or Abu Dhabi listing without its permit number. Agents must also show their Broker Registration Number (BRN). The rules are in our [terms](/terms-and-conditions).",
            },
            {
              question: "Why has my listing disappeared from search?",
              answer:
                "Most likely it has not been confirmed as available in the last 30 days. Confirm it in your dashboard and it returns to search at once. It will also leave search if you mark it sold, rented or archived.",
            },
            {
              question: "How do featured upgrades work?",
              answer:
                "Choose a 7-day or 30-day plan for a listing you own. The upgrade is billed by invoice and starts as soon as you confirm it. Featured listings come first in the default sort order and are labelled as featured, but they still need their permit and the 30-day confirmation.",
            },
            {
              question: "What happens to the photos I upload?",
              answer:
                "They are re-encoded, resized and stripped of metadata, including any GPS location, before they are stored. You keep the copyright and give us a licence to show them while the listing is on the site. Upload only photos you own or may use, of the property itself.",
            },
          ],
        },
      ],
    },
    {
      heading: "Account and privacy",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "What personal data do you keep about me?",
              answer:
                "Your username, email and a one-way hash of your password; your listings, favourites and enquiries; invoices for any upgrades; and server logs with your IP address, kept for a limited period for security. The [privacy policy](/privacy-policy) lists everything and how long we keep it.",
            },
            {
              question: "Who sees the enquiries I send?",
              answer:
                "Only the owner or agent of the listing, who receives your name, email, phone number if you gave one, and your message, so they can reply. We do not sell your data or pass it to advertisers.",
            },
            {
              question: "Do you use tracking cookies?",
              answer:
                "No. We use a single session cookie, set when you sign in, that keeps you signed in. Favourites you save without an account stay in your browser's local storage. There are no advertising, analytics or social media cookies.",
            },
            {
              question: "I forgot my password. What do I do?",
              answer:
                'Use "Forgot password" on the sign-in page and enter your email address. If an account uses that address, we send a link that lets you set a new password once, within an hour. The page says the same thing whether or not the address is registered, so nobody can use it to find out who has an account.',
            },
            {
              question: "How do I delete my account or my data?",
              answer:
                'You can delete listings yourself in the dashboard. To close your account or ask for a copy, correction or deletion of your data, write to us through the [contact form](/contact-us), choosing "Privacy request", from your account\'s email address. We aim to answer within 30 days; invoices are kept for as long as UAE tax law requires.',
            },
            {
              question: "How do I report a suspicious listing?",
              answer:
                "Send us the listing's link through the [contact form](/contact-us), choosing \"Report a listing\". We look into every report and remove listings that break our rules. In Dubai you can also check a permit's QR code and a broker's BRN with the Dubai Land Department, for example in the Dubai REST app.",
            },
          ],
        },
      ],
    },
  ],
  updated: "2026-11-15",
} satisfies ContentBody;
