/**
 * Internal dependencies
 */
import { attachmentProblem, isAcceptedImage, slotCount } from '../limits';

const limits = { maxFileSize: 100, maxTotalSize: 250 };

describe( 'attachment limits', () => {
	it( 'offers the page count of slots, at most 5', () => {
		expect( slotCount( 3 ) ).toBe( 3 );
		expect( slotCount( 9 ) ).toBe( 5 );
		expect( slotCount( 0 ) ).toBe( 1 );
	} );

	it( 'flags a file over the per-file size first', () => {
		expect( attachmentProblem( [ 50, 101 ], limits ) ).toBe(
			'fileTooLarge'
		);
		expect( attachmentProblem( [ 100, 100, 300 ], limits ) ).toBe(
			'fileTooLarge'
		);
	} );

	it( 'flags a total over the maximum upload size', () => {
		expect( attachmentProblem( [ 100, 100, 51 ], limits ) ).toBe(
			'totalTooLarge'
		);
	} );

	it( 'accepts files within both limits', () => {
		expect( attachmentProblem( [ 100, 100, 50 ], limits ) ).toBeNull();
		expect( attachmentProblem( [], limits ) ).toBeNull();
	} );

	it( 'accepts only images of the listed types', () => {
		const accept = [ 'image/png', 'image/jpeg' ];
		expect(
			isAcceptedImage(
				new File( [ 'x' ], 'a.png', { type: 'image/png' } ),
				accept
			)
		).toBe( true );
		expect(
			isAcceptedImage(
				new File( [ 'x' ], 'a.svg', { type: 'image/svg+xml' } ),
				accept
			)
		).toBe( false );
		expect(
			isAcceptedImage(
				new File( [ 'x' ], 'a.txt', { type: 'text/plain' } ),
				accept
			)
		).toBe( false );
	} );
} );
