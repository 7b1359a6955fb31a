import {useState} from 'react';
import {Inline} from '~/components/content/ContentPage';
import {FAQ} from '~/lib/content/support';

/** SPEC.md 'Support': one item open at a time (native `name` grouping, kept in sync by state). */
export function FaqAccordion() {
  const [open, setOpen] = useState<string | null>(FAQ[0].id);
  return (
    <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="faq">
      {FAQ.map((item) => (
        <details
          key={item.id}
          name="faq"
          open={open === item.id}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            setOpen((current) => (isOpen ? item.id : current === item.id ? null : current));
          }}
          className="group"
          data-testid="faq-item"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-800">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>
                <Inline text={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
