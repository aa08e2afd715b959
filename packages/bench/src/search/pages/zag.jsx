// Zag's combobox (@zag-js/react) with a remote source, as its docs show: update the collection from onInputValueChange.
import { useId, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as combobox from '@zag-js/combobox';
import { normalizeProps, useMachine } from '@zag-js/react';
import { KIND_LABEL, fetchSuggestions } from './suggest-client.js';

function ZagSearch() {
  const [items, setItems] = useState([]);
  const collection = useMemo(
    () => combobox.collection({ items, itemToValue: (item) => item.id, itemToString: (item) => item.label }),
    [items],
  );
  const service = useMachine(combobox.machine, {
    id: useId(),
    ids: { input: 'q' },
    collection,
    allowCustomValue: true,
    onInputValueChange({ inputValue }) {
      fetchSuggestions(inputValue).then(setItems);
    },
  });
  const api = combobox.connect(service, normalizeProps);
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Search</label>
      <div {...api.getControlProps()}>
        <input {...api.getInputProps()} />
      </div>
      <div {...api.getPositionerProps()}>
        <ul {...api.getContentProps()}>
          {items.map((item) => (
            <li key={item.id} {...api.getItemProps({ item })}>
              {item.label} <small>{KIND_LABEL[item.kind]}</small>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<ZagSearch />);
