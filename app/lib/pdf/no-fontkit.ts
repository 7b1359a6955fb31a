// Stands in for fontkit, PDFKit's engine for embedded fonts, in the worker's build
// (vite.config.ts). The shop's PDFs use the standard fonts only (decision 047), and
// fontkit cannot even load in workerd: it builds a TextDecoder('ascii') when its module
// is evaluated, an encoding workerd refuses, and the whole worker then fails to start.

export function create(): never {
  throw new Error('Les PDF de la boutique n’utilisent que les polices standard : pas de police embarquée.');
}
