import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { SEARCH_FORM_COLLAPSED_PX } from '@shp/contracts';

// useLayoutEffect warns on the server; the measurement only matters in the browser.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface SearchFormProps<V extends object> {
  /** antd `Form.Item`s (each with a `name`); they are laid out in a wrapping row. */
  children: React.ReactNode;
  /** Called with the form values on 查询 (after antd validation). */
  onSearch: (values: V) => void;
  /** Called after 重置 cleared the fields (back to initialValues); defaults to onSearch(initial). */
  onReset?: () => void;
  /** Pass your own instance to set or read fields from outside. */
  form?: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Show 展开/收起 when the fields are taller than 60 px. Default true. */
  collapsible?: boolean;
  /** Start expanded. Default false (collapsed to 60 px). */
  defaultExpanded?: boolean;
  loading?: boolean;
  className?: string;
}

/**
 * Marks the fields that do not fit whole in the collapsed 60 px. Collapsed, CSS hides them
 * (visibility): clipping alone showed the top sliver of the second row, and its fields stayed in
 * the tab order, so a keyboard user typed into a field nobody could see.
 */
function markBelowFold(el: HTMLElement) {
  const top = el.getBoundingClientRect().top;
  for (const child of Array.from(el.children)) {
    child.toggleAttribute('data-below-fold', child.getBoundingClientRect().bottom - top > SEARCH_FORM_COLLAPSED_PX + 1);
  }
}

/**
 * The search form of SPEC §2: 查询 and 重置 buttons and an 展开/收起 control; collapsed it shows
 * 60 px of fields. The toggle appears only when the fields overflow.
 */
export function SearchForm<V extends object>({
  children,
  onSearch,
  onReset,
  form: external,
  initialValues,
  collapsible = true,
  defaultExpanded = false,
  loading,
  className,
}: SearchFormProps<V>) {
  const [own] = Form.useForm<V>();
  const form = external ?? own;
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [overflows, setOverflows] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);

  useIsoLayoutEffect(() => {
    const el = fieldsRef.current;
    if (!el || !collapsible) return;
    const measure = () => {
      setOverflows(el.scrollHeight > SEARCH_FORM_COLLAPSED_PX + 1);
      markBelowFold(el);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [collapsible]);
  // Fields that come and go with a render do not resize the clipped box: marked again each render.
  useIsoLayoutEffect(() => {
    if (collapsible && fieldsRef.current) markBelowFold(fieldsRef.current);
  });

  const collapsed = collapsible && !expanded;
  return (
    <Form<V>
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={onSearch}
      className={`shp-search-form${className ? ` ${className}` : ''}`}
      role="search"
    >
      <div
        ref={fieldsRef}
        className="shp-search-form-fields"
        data-collapsed={collapsed ? '1' : '0'}
        style={collapsed ? { maxHeight: SEARCH_FORM_COLLAPSED_PX, overflow: 'hidden' } : undefined}
      >
        {children}
      </div>
      <div className="shp-search-form-actions">
        <Button type="primary" htmlType="submit" loading={loading} autoInsertSpace={false}>
          查询
        </Button>
        <Button
          autoInsertSpace={false}
          onClick={() => {
            form.resetFields();
            if (onReset) onReset();
            else onSearch(form.getFieldsValue(true) as V);
          }}
        >
          重置
        </Button>
        {collapsible && overflows && (
          <Button type="link" autoInsertSpace={false} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? '收起' : '展开'}
          </Button>
        )}
      </div>
    </Form>
  );
}
