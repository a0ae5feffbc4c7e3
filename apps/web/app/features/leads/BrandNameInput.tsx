import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { AUTOCOMPLETE_DEBOUNCE_MS, BRAND_NAME_MAX, type BrandSuggestion, type HighlightPart } from '@shp/contracts';
import { fetchBrandSuggestions } from './api';

/** The matching part in bold; plain text pieces only (never HTML from the server). */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return (
    <span>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="shp-hl">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}

export interface BrandNameInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Set on picking a suggestion, null when the text is typed (SPEC §3). */
  onBrandId: (id: number | null) => void;
  placeholder?: string;
  id?: string;
}

/** Brand name with suggestions from queryAllBrand, asked 300 ms after typing stops. */
export function BrandNameInput({ value = '', onChange, onBrandId, placeholder = '请输入品牌名称', id }: BrandNameInputProps) {
  const [options, setOptions] = useState<BrandSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    inflight.current?.abort();
    if (!text.trim()) {
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inflight.current = controller;
      fetchBrandSuggestions(text, controller.signal)
        .then((list) => {
          if (!controller.signal.aborted) setOptions(list);
        })
        .catch(() => setOptions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  };

  return (
    <AutoComplete
      value={value}
      options={options.map((o) => ({ value: `${o.id}`, label: <Highlighted parts={o.associateNameHighlight} />, name: o.associateName }))}
      onSearch={(text) => {
        onChange?.(text);
        onBrandId(null);
        search(text);
      }}
      onSelect={(_v: string, option: { value: string; name?: string }) => {
        onChange?.(option.name ?? '');
        onBrandId(Number(option.value));
        setOptions([]);
      }}
      popupMatchSelectWidth
    >
      <Input id={id} maxLength={BRAND_NAME_MAX} placeholder={placeholder} aria-label="品牌名称" autoComplete="off" />
    </AutoComplete>
  );
}
