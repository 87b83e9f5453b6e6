import { editFormSchema, formFieldOf, patchOf, type EditFormValues } from './edit-form';

const values = (overrides: Partial<EditFormValues> = {}): EditFormValues => ({
  name: 'Keystone Precision',
  description: 'CNC machining.',
  street: '',
  city: 'Pittsburgh',
  zip: '15201',
  capabilities: ['cnc-machining'],
  industries: [],
  employeeRange: '',
  yearFounded: '',
  leadMin: '',
  leadMax: '',
  minimumOrder: '',
  email: '',
  phone: '',
  website: 'keystone.example',
  ...overrides,
});

describe('company edit form', () => {
  it('accepts a valid profile and builds the PATCH body', () => {
    expect(editFormSchema.safeParse(values()).success).toBe(true);
    expect(patchOf(values({ leadMin: '5', leadMax: '10' }))).toMatchObject({ leadTimeDays: { min: 5, max: 10 }, contact: { website: 'https://keystone.example' } });
  });

  it("stops what the contract's schema refuses, at the field the server would name", () => {
    const result = editFormSchema.safeParse(values({ employeeRange: 'a-few' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['employeeRange']);
  });

  it("maps the API's field paths onto the form's fields", () => {
    expect(formFieldOf('address.zip')).toBe('zip');
    expect(formFieldOf('contact.website')).toBe('website');
    expect(formFieldOf('industries.3')).toBe('industries');
    expect(formFieldOf('featured')).toBeUndefined();
  });
});
