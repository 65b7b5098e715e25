// Facts about the company that several pages, the footer and (later) the support chat quote.
export const SITE = {
  name: "Holla",
  wordmark: "Holla™",
  tagline: "So You Always Get A HollaBack",
  description:
    "Holla writes three thoughtful replies to the messages you get on dating apps, in English or Hinglish, in the tone you pick.",
  mission: "Building meaningful connections through respectful, AI-powered communication.",
  legalUpdated: "June 2025",
  mail: {
    support: "support@holla.app",
    billing: "billing@holla.app",
    feedback: "feedback@holla.app",
    privacy: "privacy@holla.app",
    safety: "safety@holla.app",
  },
  responseHours: { general: 24, technical: 4, safety: 2 },
  refund: { windowDays: 7, processingDays: "3-5", reviewHours: 24 },
  termsNoticeDays: 30,
  usersClaim: "10,000",
} as const;

export const FOOTER_LINKS = [
  {
    title: "Product",
    links: [
      { href: "/#features", label: "Features" },
      { href: "/#pricing", label: "Pricing" },
      { href: "/how-it-works", label: "How It Works" },
      { href: "/success-stories", label: "Success Stories" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/help", label: "Help Center" },
      { href: "/contact", label: "Contact Us" },
      { href: "/report", label: "Report an Issue" },
      { href: "/feedback", label: "Feedback" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/terms", label: "Terms of Service" },
      { href: "/refund-policy", label: "Refund Policy" },
      { href: "/about", label: "About Us" },
      { href: "/guidelines", label: "Community Guidelines" },
    ],
  },
] as const;
