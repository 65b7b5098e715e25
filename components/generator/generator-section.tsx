import { ReplyGenerator } from "@/components/generator/reply-generator";

/** The home page's tool section (#generator), between the hero and the features (.gen in app/globals.css). */
export function GeneratorSection() {
  return (
    <section id="generator" aria-label="Reply generator" className="gen">
      <div>
        <ReplyGenerator />
      </div>
    </section>
  );
}
