import type { Metadata } from "next";
import { SUBSCRIBE_DESCRIPTION, SUBSCRIBE_TITLE, SubscribePlaceholder } from "@/components/marketing/subscribe-placeholder";

export const metadata: Metadata = { title: SUBSCRIBE_TITLE, description: SUBSCRIBE_DESCRIPTION };

export default function SubscribePage() {
  return <SubscribePlaceholder />;
}
