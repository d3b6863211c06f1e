import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { Input } from './input';
import { Label } from './label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Textarea } from './textarea';
import { Truncate } from './truncate';

const html = (node: React.ReactNode) => renderToStaticMarkup(node);

describe('Button', () => {
  it('is a non-submitting button with the default look and a focus ring', () => {
    const markup = html(<Button>Save</Button>);
    expect(markup).toMatch(/^<button type="button" class="/);
    expect(markup).toContain('bg-primary');
    expect(markup).toContain('focus-visible:outline-ring');
  });

  it('applies variants and sizes, and lets the caller override classes', () => {
    expect(
      html(
        <Button variant="destructive" size="sm">
          x
        </Button>,
      ),
    ).toContain('bg-destructive');
    expect(
      html(
        <Button variant="outline" className="h-12">
          x
        </Button>,
      ),
    ).toMatch(/class="[^"]*h-12/);
    expect(
      html(
        <Button variant="outline" className="h-12">
          x
        </Button>,
      ),
    ).not.toMatch(/\bh-10\b/);
    expect(html(<Button type="submit">x</Button>)).toContain('type="submit"');
  });

  it('styles its child instead with asChild', () => {
    const markup = html(
      <Button asChild variant="ghost">
        <a href="/x">Go</a>
      </Button>,
    );
    expect(markup).toMatch(/^<a href="\/x" class="[^"]*hover:bg-muted[^"]*">Go<\/a>$/);
  });
});

describe('Badge', () => {
  it.each([
    ['default', 'bg-primary'],
    ['secondary', 'bg-secondary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'border-border'],
    ['success', 'bg-success'],
  ] as const)('renders the %s variant', (variant, expected) => {
    expect(html(<Badge variant={variant}>ACTIVE</Badge>)).toContain(expected);
  });
});

describe('form fields, card, table and tabs', () => {
  it('render accessible markup', () => {
    expect(
      html(
        <>
          <Label htmlFor="e">Email</Label>
          <Input id="e" type="email" />
        </>,
      ),
    ).toMatch(/<label[^>]*for="e"[^>]*>Email<\/label><input type="email"/);
    expect(html(<Textarea rows={4} />)).toContain('rows="4"');
    expect(
      html(
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
          </CardHeader>
          <CardContent>x</CardContent>
        </Card>,
      ),
    ).toContain('<h2 class="text-lg font-semibold leading-tight">Account</h2>');
    const table = html(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Acme</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(table).toContain('tabindex="0"');
    expect(table).toContain('<th scope="col"');
    const tabs = html(
      <Tabs defaultValue="signup">
        <TabsList>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
          <TabsTrigger value="login">Log In</TabsTrigger>
        </TabsList>
        <TabsContent value="signup">form</TabsContent>
      </Tabs>,
    );
    expect(tabs).toContain('role="tablist"');
    expect(tabs).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Sign Up/);
  });
});

describe('Truncate', () => {
  it('cuts to one line with an ellipsis and keeps the whole value in the text and the title', () => {
    const value = 'customer.accounts-payable.department.001@very-long-company-name.example.co.uk';
    const markup = html(<Truncate value={value} className="max-w-[10rem]" />);
    expect(markup).toBe(`<span title="${value}" class="block truncate max-w-[10rem]">${value}</span>`);
  });
});

describe('Table scroll container', () => {
  it('scrolls sideways inside itself, keeps its width from reaching the page, and pins the first column on narrow screens', () => {
    const markup = html(
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>a</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(markup).toMatch(/^<div tabindex="0" data-table-scroll="" class="[^"]*overflow-x-auto[^"]*\[contain:inline-size\]/);
    expect(markup).toContain('max-md:[&amp;_tr&gt;:first-child]:sticky');
  });
});
