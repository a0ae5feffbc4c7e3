/** Agreement text as paragraphs (plain text from the server, never HTML). */
export function AgreementText({ content }: { content: string }) {
  return (
    <div className="shp-agreement-text">
      {content
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} style={{ lineHeight: 1.9, whiteSpace: 'pre-wrap' }}>
            {p}
          </p>
        ))}
    </div>
  );
}
