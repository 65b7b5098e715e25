import type { Metadata } from "next";
import { SUBSCRIBE_DESCRIPTION, SUBSCRIBE_TITLE, SubscribeScreen } from "@/components/billing/subscribe-screen";

export const metadata: Metadata = { title: SUBSCRIBE_TITLE, description: SUBSCRIBE_DESCRIPTION };

export default function SubscribePage() {
  return <SubscribeScreen />;
}
